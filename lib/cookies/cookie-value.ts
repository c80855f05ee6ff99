/** The value of one cookie in a `document.cookie` string, or null when it is not there (or not decodable). */
export function cookieValue(cookies: string, name: string): string | null {
  const found = cookies.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice(name.length + 1));
  } catch {
    // A value another script wrote with a stray '%': not ours to read.
    return null;
  }
}
