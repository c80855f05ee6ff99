/**
 * The demo catalogue's attributes (spec 01 §3, 02 §3 "Product filters seen"): codes, ids, input
 * types, localized labels and option ids. Products store option ids; the attribute documents of
 * each store carry the labels in that store's language.
 */
import { sameInEveryLanguage } from './languages';
import { label, optionsFrom, sameLabelOptions, type AttributeDefinition } from './attribute-options';
import { FINDER_ATTRIBUTE_DEFINITIONS } from './finder-attributes';

export type { AttributeDefinition, AttributeInput, OptionDefinition } from './attribute-options';

export const ORIGINS = optionsFrom(5600, [
  ['brazil', 'Brasilien', 'Brazil', 'Brazilië', 'Brasile'],
  ['colombia', 'Kolumbien', 'Colombia', 'Colombia', 'Colombia'],
  ['ethiopia', 'Äthiopien', 'Ethiopia', 'Ethiopië', 'Etiopia'],
  ['guatemala', 'Guatemala', 'Guatemala', 'Guatemala', 'Guatemala'],
  ['honduras', 'Honduras', 'Honduras', 'Honduras', 'Honduras'],
  ['india', 'Indien', 'India', 'India', 'India'],
  ['indonesia', 'Indonesien', 'Indonesia', 'Indonesië', 'Indonesia'],
  ['kenya', 'Kenia', 'Kenya', 'Kenia', 'Kenya'],
  ['peru', 'Peru', 'Peru', 'Peru', 'Perù'],
  ['vietnam', 'Vietnam', 'Vietnam', 'Vietnam', 'Vietnam'],
]);

export const CONTINENTS = optionsFrom(5700, [
  ['south_america', 'Südamerika', 'South America', 'Zuid-Amerika', 'Sud America'],
  ['central_america', 'Mittelamerika', 'Central America', 'Midden-Amerika', 'America centrale'],
  ['africa', 'Afrika', 'Africa', 'Afrika', 'Africa'],
  ['asia', 'Asien', 'Asia', 'Azië', 'Asia'],
]);

/** Which continent each origin lies on. */
export const CONTINENT_OF_ORIGIN: Readonly<Record<string, string>> = {
  brazil: 'south_america',
  colombia: 'south_america',
  peru: 'south_america',
  guatemala: 'central_america',
  honduras: 'central_america',
  ethiopia: 'africa',
  kenya: 'africa',
  india: 'asia',
  indonesia: 'asia',
  vietnam: 'asia',
};

export const COFFEE_ROASTERS = ['Nordröstung', 'Caffè Aurora', 'Bergkaffee', 'Amstel Branderij', 'Rösterei Elbufer'] as const;
export const MACHINE_MAKERS = ['Vapora', 'Kaltenbach', 'Brevetti Milano', 'Lumo', 'Hanseatic Espresso'] as const;
export const GRINDER_MAKERS = ['Macinatura', 'Mahlwerk & Söhne'] as const;
export const TEA_MAKERS = ['Teehaus Kranich'] as const;
export const ACCESSORY_MAKERS = ['Barista Tools', 'Porzellan Weiden'] as const;
const ALL_MAKERS = [...COFFEE_ROASTERS, ...MACHINE_MAKERS, ...GRINDER_MAKERS, ...TEA_MAKERS, ...ACCESSORY_MAKERS];

export const ATTRIBUTE_DEFINITIONS: readonly AttributeDefinition[] = [
  {
    code: 'price', id: 77, input: 'price', label: label('Preis', 'Price', 'Prijs', 'Prezzo'),
    options: [], filterable: true, comparable: true, section: 'general',
  },
  {
    code: 'color', id: 93, input: 'select', label: label('Farbe', 'Colour', 'Kleur', 'Colore'),
    options: optionsFrom(49, [
      ['black', 'Schwarz', 'Black', 'Zwart', 'Nero'],
      ['white', 'Weiß', 'White', 'Wit', 'Bianco'],
      ['silver', 'Silber', 'Silver', 'Zilver', 'Argento'],
      ['red', 'Rot', 'Red', 'Rood', 'Rosso'],
      ['blue', 'Blau', 'Blue', 'Blauw', 'Blu'],
      ['green', 'Grün', 'Green', 'Groen', 'Verde'],
      ['brown', 'Braun', 'Brown', 'Bruin', 'Marrone'],
      ['beige', 'Beige', 'Beige', 'Beige', 'Beige'],
    ]),
    filterable: true, comparable: true, section: 'general',
  },
  {
    code: 'size', id: 141, input: 'select', label: label('Größe', 'Size', 'Maat', 'Taglia'),
    options: sameLabelOptions(167, ['S', 'M', 'L']), filterable: true, comparable: true, section: 'general',
  },
  {
    code: 'pack_size', id: 200, input: 'select', label: label('Packungsgröße', 'Pack size', 'Verpakking', 'Confezione'),
    options: sameLabelOptions(5100, ['125 g', '250 g', '500 g', '1 kg']), filterable: true, comparable: false, section: 'general',
  },
  {
    code: 'grind', id: 201, input: 'select', label: label('Mahlgrad', 'Grind', 'Maling', 'Macinatura'),
    options: optionsFrom(5110, [
      ['whole_bean', 'Ganze Bohne', 'Whole bean', 'Hele bonen', 'Chicchi interi'],
      ['espresso', 'Espresso-Mahlung', 'Espresso grind', 'Espressomaling', 'Macinatura espresso'],
      ['filter', 'Filter-Mahlung', 'Filter grind', 'Filtermaling', 'Macinatura filtro'],
      ['french_press', 'French-Press-Mahlung', 'French press grind', 'French-press-maling', 'Macinatura french press'],
    ]),
    filterable: true, comparable: false, section: 'general',
  },
  {
    code: 'roast_degree', id: 202, input: 'select', label: label('Röstgrad', 'Roast degree', 'Branding', 'Tostatura'),
    options: optionsFrom(5200, [
      ['light', 'Hell', 'Light', 'Licht', 'Chiara'],
      ['medium', 'Mittel', 'Medium', 'Medium', 'Media'],
      ['medium_dark', 'Mitteldunkel', 'Medium-dark', 'Middeldonker', 'Medio-scura'],
      ['dark', 'Dunkel', 'Dark', 'Donker', 'Scura'],
    ]),
    filterable: true, comparable: true, section: 'taste',
  },
  {
    code: 'intensity', id: 203, input: 'select', label: label('Intensität', 'Intensity', 'Intensiteit', 'Intensità'),
    options: sameLabelOptions(5300, ['1', '2', '3', '4', '5']), filterable: true, comparable: true, section: 'taste',
  },
  {
    code: 'acidity', id: 204, input: 'select', label: label('Säure', 'Acidity', 'Zuurgraad', 'Acidità'),
    options: optionsFrom(5400, [
      ['low', 'Gering', 'Low', 'Laag', 'Bassa'],
      ['medium', 'Mittel', 'Medium', 'Gemiddeld', 'Media'],
      ['high', 'Hoch', 'High', 'Hoog', 'Alta'],
    ]),
    filterable: true, comparable: true, section: 'taste',
  },
  {
    code: 'bean_variety', id: 205, input: 'select', label: label('Bohnensorte', 'Bean variety', 'Boonsoort', 'Varietà'),
    options: optionsFrom(5500, [
      ['arabica', '100 % Arabica', '100% Arabica', '100% arabica', '100% arabica'],
      ['blend', 'Arabica-Robusta-Mischung', 'Arabica & Robusta blend', 'Arabica-robustamelange', 'Miscela arabica e robusta'],
      ['robusta', '100 % Robusta', '100% Robusta', '100% robusta', '100% robusta'],
    ]),
    filterable: true, comparable: true, section: 'taste',
  },
  {
    code: 'origin', id: 206, input: 'select', label: label('Herkunft', 'Origin', 'Herkomst', 'Origine'),
    options: ORIGINS, filterable: true, comparable: true, section: 'origin',
  },
  {
    code: 'continent_of_origin', id: 207, input: 'select', label: label('Kontinent', 'Continent', 'Continent', 'Continente'),
    options: CONTINENTS, filterable: true, comparable: false, section: 'origin',
  },
  {
    code: 'certification', id: 208, input: 'multiselect', label: label('Zertifizierung', 'Certification', 'Certificering', 'Certificazione'),
    options: optionsFrom(5800, [
      ['organic', 'Bio', 'Organic', 'Biologisch', 'Biologico'],
      ['fairtrade', 'Fairtrade', 'Fairtrade', 'Fairtrade', 'Fairtrade'],
      ['rainforest', 'Rainforest Alliance', 'Rainforest Alliance', 'Rainforest Alliance', 'Rainforest Alliance'],
      ['direct_trade', 'Direct Trade', 'Direct Trade', 'Direct Trade', 'Direct Trade'],
    ]),
    filterable: true, comparable: true, section: 'origin',
  },
  {
    code: 'manufacturer', id: 209, input: 'select', label: label('Hersteller', 'Manufacturer', 'Fabrikant', 'Produttore'),
    options: sameLabelOptions(5900, ALL_MAKERS), filterable: true, comparable: true, section: 'general',
  },
  {
    code: 'weight', id: 210, input: 'weight', label: label('Gewicht (kg)', 'Weight (kg)', 'Gewicht (kg)', 'Peso (kg)'),
    options: [], filterable: true, comparable: true, section: 'technical',
  },
  {
    code: 'preparation_type', id: 211, input: 'multiselect', label: label('Zubereitung', 'Preparation', 'Bereiding', 'Preparazione'),
    options: optionsFrom(6000, [
      ['fully_automatic', 'Kaffeevollautomat', 'Fully automatic machine', 'Volautomaat', 'Macchina automatica'],
      ['portafilter', 'Siebträger', 'Portafilter', 'Pistonmachine', 'Macchina con portafiltro'],
      ['filter', 'Filtermaschine', 'Filter machine', 'Filterkoffiezetapparaat', 'Macchina da caffè filtro'],
      ['capsule', 'Kapseln & Pads', 'Capsules & pads', 'Cups & pads', 'Capsule e cialde'],
      ['moka', 'Espressokocher', 'Stovetop espresso maker', 'Percolator', 'Moka'],
      ['french_press', 'French Press', 'French press', 'Cafetière', 'Caffettiera a stantuffo'],
      ['hand_filter', 'Handfilter', 'Pour-over', 'Handfilter', 'Filtro manuale'],
    ]),
    filterable: true, comparable: true, section: 'general',
  },
  {
    code: 'coffee_type', id: 212, input: 'select', label: label('Kaffeeart', 'Coffee type', 'Koffiesoort', 'Tipo di caffè'),
    options: optionsFrom(6100, [
      ['espresso', 'Espresso', 'Espresso', 'Espresso', 'Espresso'],
      ['crema', 'Caffè Crema', 'Caffè crema', 'Caffè crema', 'Caffè crema'],
      ['filter', 'Filterkaffee', 'Filter coffee', 'Filterkoffie', 'Caffè filtro'],
      ['decaf', 'Entkoffeiniert', 'Decaf', 'Cafeïnevrij', 'Decaffeinato'],
    ]),
    filterable: true, comparable: true, section: 'taste',
  },
  {
    code: 'boiler_type', id: 213, input: 'select', label: label('Kesseltyp', 'Boiler type', 'Boilertype', 'Tipo di caldaia'),
    options: optionsFrom(6200, [
      ['thermoblock', 'Thermoblock', 'Thermoblock', 'Thermoblok', 'Thermoblock'],
      ['single', 'Einkreiser', 'Single boiler', 'Enkele boiler', 'Caldaia singola'],
      ['heat_exchanger', 'Zweikreiser', 'Heat exchanger', 'Warmtewisselaar', 'Scambiatore di calore'],
      ['dual', 'Dualboiler', 'Dual boiler', 'Dubbele boiler', 'Doppia caldaia'],
    ]),
    filterable: true, comparable: true, section: 'technical',
  },
  {
    code: 'water_tank_volume', id: 214, input: 'decimal', label: label('Wassertank (l)', 'Water tank (l)', 'Waterreservoir (l)', 'Serbatoio (l)'),
    options: [], filterable: true, comparable: true, section: 'technical',
  },
  {
    code: 'material', id: 215, input: 'select', label: label('Material', 'Material', 'Materiaal', 'Materiale'),
    options: optionsFrom(6300, [
      ['stainless_steel', 'Edelstahl', 'Stainless steel', 'Roestvrij staal', 'Acciaio inox'],
      ['plastic', 'Kunststoff', 'Plastic', 'Kunststof', 'Plastica'],
      ['aluminium', 'Aluminium', 'Aluminium', 'Aluminium', 'Alluminio'],
      ['glass', 'Glas', 'Glass', 'Glas', 'Vetro'],
      ['ceramic', 'Keramik', 'Ceramic', 'Keramiek', 'Ceramica'],
    ]),
    filterable: true, comparable: true, section: 'technical',
  },
  {
    code: 'grinder_details', id: 216, input: 'select', label: label('Mahlwerk', 'Grinder', 'Molen', 'Macinacaffè'),
    options: optionsFrom(6400, [
      ['conical_burr', 'Kegelmahlwerk', 'Conical burr', 'Conische maalschijven', 'Macine coniche'],
      ['flat_burr', 'Scheibenmahlwerk', 'Flat burr', 'Vlakke maalschijven', 'Macine piatte'],
      ['integrated', 'Integriertes Mahlwerk', 'Integrated grinder', 'Geïntegreerde molen', 'Macinacaffè integrato'],
      ['none', 'Ohne Mahlwerk', 'No grinder', 'Zonder molen', 'Senza macinacaffè'],
    ]),
    filterable: true, comparable: true, section: 'technical',
  },
  {
    code: 'milk_system', id: 217, input: 'select', label: label('Milchsystem', 'Milk system', 'Melksysteem', 'Sistema latte'),
    options: optionsFrom(6500, [
      ['integrated', 'Integriert', 'Integrated', 'Geïntegreerd', 'Integrato'],
      ['steam_wand', 'Dampflanze', 'Steam wand', 'Stoompijpje', 'Lancia vapore'],
      ['none', 'Keines', 'None', 'Geen', 'Nessuno'],
    ]),
    filterable: true, comparable: true, section: 'technical',
  },
  {
    code: 'pid_type', id: 218, input: 'select', label: label('PID-Regelung', 'PID control', 'PID-regeling', 'Controllo PID'),
    options: optionsFrom(6600, [
      ['none', 'Ohne PID', 'Without PID', 'Zonder PID', 'Senza PID'],
      ['pid', 'PID', 'PID', 'PID', 'PID'],
      ['dual_pid', 'Doppel-PID', 'Dual PID', 'Dubbele PID', 'Doppio PID'],
    ]),
    filterable: true, comparable: true, section: 'technical',
  },
  {
    code: 'heat_up_time', id: 219, input: 'decimal', label: label('Aufheizzeit (min)', 'Heat-up time (min)', 'Opwarmtijd (min)', 'Riscaldamento (min)'),
    options: [], filterable: true, comparable: true, section: 'technical',
  },
  {
    code: 'measurements', id: 220, input: 'text', label: label('Maße', 'Measurements', 'Afmetingen', 'Dimensioni'),
    options: [], filterable: false, comparable: true, section: 'technical',
  },
  {
    code: 'tea_type', id: 221, input: 'select', label: label('Teesorte', 'Tea type', 'Theesoort', 'Tipo di tè'),
    options: optionsFrom(6700, [
      ['black', 'Schwarzer Tee', 'Black tea', 'Zwarte thee', 'Tè nero'],
      ['green', 'Grüner Tee', 'Green tea', 'Groene thee', 'Tè verde'],
      ['herbal', 'Kräutertee', 'Herbal tea', 'Kruidenthee', 'Tisana'],
      ['rooibos', 'Rooibos', 'Rooibos', 'Rooibos', 'Rooibos'],
    ]),
    filterable: true, comparable: true, section: 'taste',
  },
  {
    code: 'yotpo_rating', id: 230, input: 'decimal', label: label('Bewertung', 'Rating', 'Beoordeling', 'Valutazione'),
    options: [], filterable: true, comparable: true, section: 'general',
  },
  {
    code: 'yotpo_review_count', id: 231, input: 'text', label: label('Bewertungen', 'Reviews', 'Reviews', 'Recensioni'),
    options: [], filterable: false, comparable: false, section: 'general',
  },
  {
    code: 'price_per_kg', id: 232, input: 'price', label: label('Preis pro kg', 'Price per kg', 'Prijs per kg', 'Prezzo al kg'),
    options: [], filterable: false, comparable: true, section: 'general',
  },
  {
    code: 'number_of_cups', id: 233, input: 'text', label: label('Anzahl Tassen', 'Number of cups', 'Aantal kopjes', 'Numero di tazze'),
    options: [], filterable: false, comparable: true, section: 'general',
  },
  {
    code: 'age_restricted', id: 240, input: 'boolean', label: label('Ab 18', 'Age 18+', '18+', 'Vietato ai minori'),
    options: [], filterable: false, comparable: false, section: 'general',
  },
  {
    code: 'is_subscription_product', id: 241, input: 'boolean', label: label('Im Abo erhältlich', 'Available as subscription', 'Verkrijgbaar als abonnement', 'Disponibile in abbonamento'),
    options: [], filterable: true, comparable: false, section: 'general',
  },
  {
    code: 'is_freight_item', id: 242, input: 'boolean', label: label('Speditionsware', 'Freight item', 'Vrachtzending', 'Spedizione con corriere'),
    options: [], filterable: false, comparable: false, section: 'general',
  },
  {
    code: 'is_free_product', id: 243, input: 'boolean', label: label('Gratisprodukt', 'Free product', 'Gratis product', 'Prodotto omaggio'),
    options: [], filterable: false, comparable: false, section: 'general',
  },
  ...FINDER_ATTRIBUTE_DEFINITIONS,
  // An export artefact with a dot in its code: loaders must never load it (spec 01 §5).
  {
    code: 'legacy.erp_code', id: 999, input: 'text', label: sameInEveryLanguage('ERP code'),
    options: [], filterable: false, comparable: false, section: 'general',
  },
];

const byCode = new Map(ATTRIBUTE_DEFINITIONS.map((definition) => [definition.code, definition]));

export function attributeDefinition(code: string): AttributeDefinition {
  const definition = byCode.get(code);
  if (!definition) throw new Error(`Unknown demo attribute "${code}"`);
  return definition;
}

const optionValues = new Map(
  ATTRIBUTE_DEFINITIONS.map((definition) => [definition.code, new Map(definition.options.map((o) => [o.key, o.value]))]),
);

/** The option id a product stores, e.g. `optionValue('roast_degree', 'dark')`. */
export function optionValue(code: string, key: string): number {
  const value = optionValues.get(code)?.get(key);
  if (value === undefined) throw new Error(`Unknown option "${key}" of demo attribute "${code}"`);
  return value;
}
