/**
 * The first price a piece of page text shows ("12,99 €", "€ 1.299,00", "$12.99"), as a number;
 * null when there is none. The tracking module reads tiles' prices from the page this way, so
 * catalogue pages carry no extra tracking data.
 */
export function displayedPrice(text: string): number | null {
  const match = /(\d{1,3}(?:[.\s\u00a0\u202f]\d{3})+|\d+)(?:([.,])(\d{2}))?(?!\d)/.exec(text);
  if (!match) return null;
  const whole = match[1].replace(/[.\s\u00a0\u202f]/g, '');
  const value = Number(`${whole}.${match[3] ?? '00'}`);
  return Number.isFinite(value) ? value : null;
}
