/**
 * Placeholder product images drawn in code (no downloads): one small SVG per product family and
 * colour — a coffee bag, a machine, a grinder, a tea tin, a cup, a gift card or a gift box in that
 * colour with the family's initials. `catalog:generate` writes them to `public/catalog/`.
 */
import type { ProductFamily } from './product-texts';

export const PLACEHOLDER_IMAGE_DIR = 'catalog';

/** The colour attribute's options as paint (see attribute-definitions `color`). */
export const IMAGE_COLOURS: Readonly<Record<string, string>> = {
  black: '#2b2b2b',
  white: '#f4f1ea',
  silver: '#b8bcc2',
  red: '#b83a2e',
  blue: '#2f5d8a',
  green: '#4c7a45',
  brown: '#6b4226',
  beige: '#d8c3a0',
};

const FAMILY_INITIALS: Readonly<Record<ProductFamily, string>> = {
  coffee: 'CF',
  machine: 'MC',
  grinder: 'GR',
  tea: 'TE',
  cup: 'CU',
  giftcard: 'GC',
  set: 'ST',
};

export const IMAGE_FAMILIES = Object.keys(FAMILY_INITIALS) as ProductFamily[];

/** Gallery proportions of spec 01 §9 (600 × 744). */
const WIDTH = 600;
const HEIGHT = 744;

const SHAPES: Readonly<Record<ProductFamily, string>> = {
  coffee: '<path d="M190 170h220l30 60v380a20 20 0 0 1-20 20H180a20 20 0 0 1-20-20V230z" fill="{c}"/><path d="M190 170h220l-20 40H210z" fill="#0002"/>',
  machine: '<rect x="150" y="150" width="300" height="420" rx="24" fill="{c}"/><rect x="200" y="330" width="200" height="120" rx="10" fill="#0003"/><rect x="260" y="470" width="80" height="60" rx="8" fill="#fff9"/>',
  grinder: '<path d="M220 140h160l-30 130H250z" fill="#fff9"/><rect x="200" y="270" width="200" height="320" rx="30" fill="{c}"/>',
  tea: '<rect x="180" y="200" width="240" height="380" rx="18" fill="{c}"/><rect x="170" y="180" width="260" height="50" rx="12" fill="#0003"/>',
  cup: '<path d="M170 300h260v150a130 130 0 0 1-260 0z" fill="{c}"/><path d="M430 340a50 50 0 0 1 0 100" stroke="{c}" stroke-width="26" fill="none"/><ellipse cx="300" cy="600" rx="190" ry="26" fill="#0002"/>',
  giftcard: '<rect x="110" y="250" width="380" height="240" rx="20" fill="{c}"/><rect x="110" y="300" width="380" height="30" fill="#fff7"/>',
  set: '<rect x="150" y="280" width="300" height="300" rx="10" fill="{c}"/><rect x="130" y="240" width="340" height="60" rx="8" fill="{c}"/><rect x="285" y="240" width="30" height="340" fill="#fff8"/>',
};

export function productImagePath(family: ProductFamily, colour: string): string {
  return `/${PLACEHOLDER_IMAGE_DIR}/${family}-${colour}.svg`;
}

function inkFor(colour: string): string {
  return colour === 'white' || colour === 'beige' || colour === 'silver' ? '#2b2b2b' : '#ffffff';
}

export function placeholderSvg(family: ProductFamily, colour: string): string {
  const paint = IMAGE_COLOURS[colour];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f7f3ee"/>`,
    SHAPES[family].replace(/\{c\}/g, paint),
    `<text x="300" y="430" font-family="sans-serif" font-size="72" font-weight="700" text-anchor="middle" fill="${inkFor(colour)}">${FAMILY_INITIALS[family]}</text>`,
    '</svg>',
  ].join('');
}

/** Every placeholder image: its path under `public/` and its SVG text. */
export function placeholderImages(): Array<{ path: string; svg: string }> {
  return IMAGE_FAMILIES.flatMap((family) =>
    Object.keys(IMAGE_COLOURS).map((colour) => ({
      path: productImagePath(family, colour).slice(1),
      svg: placeholderSvg(family, colour),
    })),
  );
}
