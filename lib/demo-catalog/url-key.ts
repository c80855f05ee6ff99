/**
 * URL keys for demo documents: letters transliterated (ä → ae, è → e) before the spec's slug rule
 * (lower case, spaces to hyphens, & to -and-, other characters dropped), so German and Italian
 * names keep readable keys.
 */
const TRANSLITERATIONS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

export function toUrlKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => TRANSLITERATIONS[letter])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, '-and-')
    .replace(/[\s/]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
