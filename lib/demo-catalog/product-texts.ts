/**
 * Localized product names and descriptions of the demo catalogue. Pure functions of the drawn
 * product facts and the store language, so every store gets the same product in its own words.
 */
import { attributeDefinition, type OptionDefinition } from './attribute-definitions';
import type { Language, Localized } from './languages';
import { escapeMarkup } from './markup';

export type ProductFamily = 'coffee' | 'machine' | 'grinder' | 'tea' | 'cup' | 'giftcard' | 'set';

type Template = (name: string, maker: string) => string;

const INTRODUCTIONS: Readonly<Record<ProductFamily, Readonly<Record<Language, Template>>>> = {
  coffee: {
    de: (n, m) => `${n} – frisch geröstet von ${m}.`,
    en: (n, m) => `${n}, freshly roasted by ${m}.`,
    nl: (n, m) => `${n}, vers gebrand door ${m}.`,
    it: (n, m) => `${n}, tostato fresco da ${m}.`,
  },
  machine: {
    de: (n) => `${n}: zuverlässige Technik für perfekten Kaffee zu Hause.`,
    en: (n) => `${n}: dependable engineering for great coffee at home.`,
    nl: (n) => `${n}: betrouwbare techniek voor perfecte koffie thuis.`,
    it: (n) => `${n}: tecnica affidabile per un caffè perfetto a casa.`,
  },
  grinder: {
    de: (n) => `${n}: gleichmäßiger Mahlgrad für jede Zubereitung.`,
    en: (n) => `${n}: an even grind for every brewing method.`,
    nl: (n) => `${n}: een gelijkmatige maling voor elke bereiding.`,
    it: (n) => `${n}: macinatura uniforme per ogni preparazione.`,
  },
  tea: {
    de: (n, m) => `${n}: aromatischer Tee von ${m}.`,
    en: (n, m) => `${n}: aromatic tea from ${m}.`,
    nl: (n, m) => `${n}: aromatische thee van ${m}.`,
    it: (n, m) => `${n}: tè aromatico di ${m}.`,
  },
  cup: {
    de: (n, m) => `${n} von ${m} – für deine Kaffeebar.`,
    en: (n, m) => `${n} by ${m}, for your coffee bar.`,
    nl: (n, m) => `${n} van ${m}, voor je koffiebar.`,
    it: (n, m) => `${n} di ${m}, per il tuo angolo caffè.`,
  },
  giftcard: {
    de: (n) => `Verschenke Kaffeegenuss: ${n}, per E-Mail zugestellt.`,
    en: (n) => `Give the gift of coffee: ${n}, delivered by e-mail.`,
    nl: (n) => `Geef koffieplezier cadeau: ${n}, per e-mail bezorgd.`,
    it: (n) => `Regala il piacere del caffè: ${n}, inviato via e-mail.`,
  },
  set: {
    de: (n) => `${n}: ausgewählte Produkte im Set.`,
    en: (n) => `${n}: hand-picked products in one set.`,
    nl: (n) => `${n}: geselecteerde producten in één set.`,
    it: (n) => `${n}: prodotti selezionati in un unico set.`,
  },
};

/** Product nouns that appear in names. */
export const PRODUCT_NOUNS = {
  groundCoffee: { de: 'gemahlen', en: 'ground', nl: 'gemalen', it: 'macinato' },
  electricGrinder: { de: 'Kaffeemühle', en: 'Coffee Grinder', nl: 'Koffiemolen', it: 'Macinacaffè' },
  handGrinder: { de: 'Handmühle', en: 'Hand Grinder', nl: 'Handmolen', it: 'Macinacaffè manuale' },
  espressoCup: { de: 'Espressotasse', en: 'Espresso Cup', nl: 'Espressokopje', it: 'Tazzina da espresso' },
  cappuccinoCup: { de: 'Cappuccinotasse', en: 'Cappuccino Cup', nl: 'Cappuccinokopje', it: 'Tazza da cappuccino' },
  milkJug: { de: 'Milchkännchen', en: 'Milk Jug', nl: 'Melkkan', it: 'Lattiera' },
  tamper: { de: 'Tamper', en: 'Tamper', nl: 'Tamper', it: 'Pressino' },
  knockBox: { de: 'Abschlagbehälter', en: 'Knock Box', nl: 'Klopbak', it: 'Battifondi' },
  scale: { de: 'Kaffeewaage', en: 'Coffee Scale', nl: 'Koffieweegschaal', it: 'Bilancia da caffè' },
  cleaningTablets: { de: 'Reinigungstabletten', en: 'Cleaning Tablets', nl: 'Reinigingstabletten', it: 'Pastiglie detergenti' },
  descaler: { de: 'Entkalker', en: 'Descaler', nl: 'Ontkalker', it: 'Decalcificante' },
  coffeeLiqueur: { de: 'Kaffeelikör 0,5 l', en: 'Coffee Liqueur 0.5 l', nl: 'Koffielikeur 0,5 l', it: 'Liquore al caffè 0,5 l' },
  coffeeSample: { de: 'Gratis Kaffeeprobe', en: 'Free Coffee Sample', nl: 'Gratis koffieproefje', it: 'Campione di caffè omaggio' },
  starterSet: { de: 'Espresso-Starterset', en: 'Espresso Starter Set', nl: 'Espresso-starterset', it: 'Set espresso per iniziare' },
  tastingSet: { de: 'Tee-Probierset', en: 'Tea Tasting Set', nl: 'Thee-proefset', it: 'Set degustazione tè' },
} as const satisfies Record<string, Localized>;

export function giftCardName(amount: number): Localized {
  return {
    de: `Geschenkgutschein ${amount} €`,
    en: `Gift Card €${amount}`,
    nl: `Cadeaubon € ${amount}`,
    it: `Buono regalo ${amount} €`,
  };
}

const optionLabels = new Map<string, ReadonlyMap<number, Localized>>();

/** The label of an attribute's option in a language, e.g. roast_degree 5203 → "Dunkel". */
export function optionLabel(code: string, value: number, language: Language): string {
  let labels = optionLabels.get(code);
  if (!labels) {
    labels = new Map(attributeDefinition(code).options.map((o: OptionDefinition) => [o.value, o.label]));
    optionLabels.set(code, labels);
  }
  return labels.get(value)?.[language] ?? String(value);
}

export interface ProductTexts {
  short_description: string;
  description: string;
  meta_title: string;
  meta_description: string;
}

/** Numbers in a fact read as the compare table shows them: `1,8` in German, Dutch and Italian. */
const LANGUAGE_LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-US', nl: 'nl-NL', it: 'it-IT' };

/**
 * The introduction sentence and a fact list of the product's attributes (label: value) in the
 * store language; the facts are the same ones the filters and the compare table show.
 */
export function productTexts(
  family: ProductFamily,
  name: string,
  maker: string,
  facts: ReadonlyArray<readonly [code: string, value: string | number | number[]]>,
  language: Language,
): ProductTexts {
  const intro = INTRODUCTIONS[family][language](name, maker);
  const items = facts.map(([code, value]) => {
    const shown = Array.isArray(value)
      ? value.map((v) => optionLabel(code, v, language)).join(', ')
      : typeof value === 'number' && attributeDefinition(code).options.length > 0
        ? optionLabel(code, value, language)
        : typeof value === 'number'
          ? value.toLocaleString(LANGUAGE_LOCALES[language])
          : value;
    return `<li>${escapeMarkup(attributeDefinition(code).label[language])}: ${escapeMarkup(shown)}</li>`;
  });
  return {
    short_description: intro,
    description: `<p>${escapeMarkup(intro)}</p>${items.length > 0 ? `<ul>${items.join('')}</ul>` : ''}`,
    meta_title: name,
    meta_description: intro,
  };
}
