/**
 * Escapes text for the HTML and XML-like content the demo catalogue writes (descriptions, CMS
 * pages, the header_navigation block), quotes included so it is safe inside attributes too.
 */
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ENTITIES[char]);
}
