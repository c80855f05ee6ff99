/** The page's hreflang alternates (the same page in the other stores, spec 02 §7 multistore URL mapping), by locale. */
export function pageAlternates(): Record<string, string> {
  const links: Record<string, string> = {};
  document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]').forEach((link) => (links[link.hreflang] = link.href));
  return links;
}
