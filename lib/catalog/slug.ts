/**
 * The slug helper (spec §5): lowercase, spaces to hyphens, & to -and-, other characters dropped.
 * Runs of hyphens the replacements leave (`a & b` → `a---and---b`) collapse to one.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/&/g, '-and-')
    .replace(/[^a-z0-9_-]+/g, '')
    .replace(/-{2,}/g, '-');
}
