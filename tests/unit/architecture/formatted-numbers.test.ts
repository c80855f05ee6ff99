/**
 * Prices, weights, volumes and counts reach the shopper through the store's formatter (issue 36 §3:
 * `formatPrice`/`formatAmount` in lib/i18n/format-price, `{n, number}` or `#` in a message), never
 * as a number's raw text: `1.8` where the store writes `1,8`, `10185` without its thousands
 * separator. A static check over the components and pages: no `toFixed`/`toLocaleString` (the
 * formatter decides digits and separators), no `{String(n)}` as rendered text, and no number glued
 * to a unit or currency in a template or JSX text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['components', 'app'];
/** Amounts handed to a payment provider's API, not to a reader: the provider wants `12.34`. */
const ALLOWED: Record<string, RegExp> = {
  'components/checkout/payment/BraintreePayPal.tsx': /amount: amount\.toFixed\(2\)/,
};

const RAW_NUMBER_TEXT: [string, RegExp][] = [
  ['toFixed', /\.toFixed\(/],
  ['toLocaleString', /\.toLocaleString\(/],
  ['String(n) as rendered text', />\s*\{String\(|\{String\([^)]*\)\}\s*</],
  ['number glued to a unit in a template', /\$\{[^}]+\}\s?(€|kg|g|ml|l|Stk\.?)(?![\p{L}\d])/u],
  ['number glued to a unit in JSX text', /\}\s?(€|kg|ml)(?![\p{L}\d])/u],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.tsx$/.test(name) ? [full] : [];
  });
}

function rawNumberTexts(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [what, pattern] of RAW_NUMBER_TEXT) {
      if (!pattern.test(line) || ALLOWED[file]?.test(line)) continue;
      found.push(`${file}:${index + 1} ${what}: ${line.trim()}`);
    }
  });
  return found;
}

describe('numbers reach the shopper through the store formatter', () => {
  it('the check sees a raw number in rendered text', () => {
    expect(rawNumberTexts('x.tsx', '<td>{String(product.water_tank)}</td>')).not.toEqual([]);
    expect(rawNumberTexts('x.tsx', '<span>{price.toFixed(2)} €</span>')).not.toEqual([]);
    expect(rawNumberTexts('x.tsx', 'const label = `${weight} kg`;')).not.toEqual([]);
    expect(rawNumberTexts('x.tsx', '<li>{count.toLocaleString()}</li>')).not.toEqual([]);
    expect(rawNumberTexts('x.tsx', '<p>{t("beans.earn", { beans })}</p>')).toEqual([]);
  });

  it('no component or page prints one raw', () => {
    const files = ROOTS.flatMap(sources);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => rawNumberTexts(file.split(path.sep).join('/'), readFileSync(file, 'utf8')))).toEqual([]);
  });
});
