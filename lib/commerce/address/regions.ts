/**
 * Regions per delivery country for the address forms (ISO 3166-2 codes). Ids are stable numbers
 * the address's `region_id` carries: the country's block (DE 100, AT 200, NL 300, IT 400) plus
 * the region's position.
 */
export interface Region {
  id: number;
  code: string;
  name: string;
}

const REGION_NAMES: Readonly<Record<string, { block: number; regions: readonly [string, string][] }>> = {
  DE: {
    block: 100,
    regions: [
      ['DE-BW', 'Baden-Württemberg'], ['DE-BY', 'Bayern'], ['DE-BE', 'Berlin'], ['DE-BB', 'Brandenburg'],
      ['DE-HB', 'Bremen'], ['DE-HH', 'Hamburg'], ['DE-HE', 'Hessen'], ['DE-MV', 'Mecklenburg-Vorpommern'],
      ['DE-NI', 'Niedersachsen'], ['DE-NW', 'Nordrhein-Westfalen'], ['DE-RP', 'Rheinland-Pfalz'], ['DE-SL', 'Saarland'],
      ['DE-SN', 'Sachsen'], ['DE-ST', 'Sachsen-Anhalt'], ['DE-SH', 'Schleswig-Holstein'], ['DE-TH', 'Thüringen'],
    ],
  },
  AT: {
    block: 200,
    regions: [
      ['AT-1', 'Burgenland'], ['AT-2', 'Kärnten'], ['AT-3', 'Niederösterreich'], ['AT-4', 'Oberösterreich'],
      ['AT-5', 'Salzburg'], ['AT-6', 'Steiermark'], ['AT-7', 'Tirol'], ['AT-8', 'Vorarlberg'], ['AT-9', 'Wien'],
    ],
  },
  NL: {
    block: 300,
    regions: [
      ['NL-DR', 'Drenthe'], ['NL-FL', 'Flevoland'], ['NL-FR', 'Fryslân'], ['NL-GE', 'Gelderland'],
      ['NL-GR', 'Groningen'], ['NL-LI', 'Limburg'], ['NL-NB', 'Noord-Brabant'], ['NL-NH', 'Noord-Holland'],
      ['NL-OV', 'Overijssel'], ['NL-UT', 'Utrecht'], ['NL-ZE', 'Zeeland'], ['NL-ZH', 'Zuid-Holland'],
    ],
  },
  IT: {
    block: 400,
    regions: [
      ['IT-65', 'Abruzzo'], ['IT-77', 'Basilicata'], ['IT-78', 'Calabria'], ['IT-72', 'Campania'],
      ['IT-45', 'Emilia-Romagna'], ['IT-36', 'Friuli-Venezia Giulia'], ['IT-62', 'Lazio'], ['IT-42', 'Liguria'],
      ['IT-25', 'Lombardia'], ['IT-57', 'Marche'], ['IT-67', 'Molise'], ['IT-21', 'Piemonte'],
      ['IT-75', 'Puglia'], ['IT-88', 'Sardegna'], ['IT-82', 'Sicilia'], ['IT-52', 'Toscana'],
      ['IT-32', 'Trentino-Alto Adige'], ['IT-55', 'Umbria'], ['IT-23', "Valle d'Aosta"], ['IT-34', 'Veneto'],
    ],
  },
};

/** The country's regions; a country without regions answers an empty list. */
export function regionsOf(country: string): Region[] {
  const entry = REGION_NAMES[country];
  if (!entry) return [];
  return entry.regions.map(([code, name], i) => ({ id: entry.block + i + 1, code, name }));
}
