/**
 * The language-aware analysis (issue 19), pure: folding, light stemming, decompounding over a
 * dictionary, query compounds split over the index's terms, synonyms from the data files.
 */
import {
  analysisLanguageOfIndex,
  analysisLanguageOfLocale,
  Analyzer,
  asciiFold,
  compoundForms,
  compoundParts,
  foldWord,
  germanNormalize,
  languageData,
  stemWord,
  tokenize,
  ANALYSIS_LANGUAGES,
} from '@/lib/catalog/search/analysis';
import { languageDataSchema } from '@/lib/catalog/search/analysis/language-data';

const words = (list: string[]) => {
  const set = new Set(list);
  return (piece: string) => set.has(piece);
};

describe('normalisation', () => {
  it('folds accents to ASCII in every language', () => {
    expect(asciiFold('cafeïnevrij')).toBe('cafeinevrij');
    expect(asciiFold('caffè crème')).toBe('caffe creme');
    expect(foldWord('Cafeïnevrij', 'nl')).toBe('cafeinevrij');
    expect(foldWord('Straße', 'en')).toBe('strasse');
  });

  it('reads German umlauts and their transliterations alike', () => {
    for (const [a, b] of [
      ['mühle', 'muehle'],
      ['Äthiopien', 'Aethiopien'],
      ['Röstung', 'Roestung'],
      ['Weiß', 'weiss'],
    ]) {
      expect(foldWord(a, 'de')).toBe(foldWord(b, 'de'));
    }
    expect(germanNormalize('quelle')).toBe('quelle');
  });

  it('keeps Dutch transliteration-like letters (oe is a Dutch vowel)', () => {
    expect(foldWord('koffie', 'nl')).toBe('koffie');
    expect(foldWord('groene', 'nl')).toBe('groene');
  });

  it('tokenizes on anything but letters and digits', () => {
    expect(tokenize('Espresso-Mahlung, 250 g')).toEqual(['espresso', 'mahlung', '250', 'g']);
  });
});

describe('light stemming', () => {
  const de = (w: string) => stemWord(foldWord(w, 'de'), 'de');
  const nl = (w: string) => stemWord(foldWord(w, 'nl'), 'nl');

  it.each([
    ['Bohne', 'Bohnen'],
    ['Mühle', 'Mühlen'],
    ['Maschine', 'Maschinen'],
    ['Kaffeevollautomat', 'Kaffeevollautomaten'],
    ['Tasse', 'Tassen'],
  ])('German %s and %s share a stem', (a, b) => expect(de(a)).toBe(de(b)));

  it.each([
    ['automaat', 'automaten'],
    ['boon', 'bonen'],
    ['molen', 'molens'],
    ['kopje', 'kopjes'],
    ['melkkan', 'melkkannen'],
    ['groen', 'groene'],
    ['machine', 'machines'],
  ])('Dutch %s and %s share a stem', (a, b) => expect(nl(a)).toBe(nl(b)));

  it('keeps different words apart and leaves numbers alone', () => {
    expect(de('Kaffee')).not.toBe(de('Kaffeemaschine'));
    expect(nl('molen')).not.toBe(nl('bonen'));
    expect(stemWord('850', 'de')).toBe('850');
    expect(stemWord('cups', 'en')).toBe('cup');
    expect(stemWord('tazze', 'it')).toBe(stemWord('tazza', 'it'));
  });
});

describe('decompounding', () => {
  it('splits a compound into the dictionary words it is made of, recursively', () => {
    expect(compoundParts('kaffeevollautomat', words(['kaffee', 'voll', 'automat']))).toEqual(['kaffee', 'voll', 'automat']);
    expect(compoundParts('koffiemolen', words(['koffie']))).toEqual(['koffie', 'molen']);
    // A known suffix when no prefix is known.
    expect(compoundParts('handmolen', words(['molen']))).toEqual(['hand', 'molen']);
  });

  it('adds the compounds of the trailing parts, so the tail is found as one word', () => {
    expect(compoundForms('kaffeevollautomat', words(['kaffee', 'voll', 'automat']))).toEqual(
      expect.arrayContaining(['kaffee', 'voll', 'automat', 'vollautomat']),
    );
  });

  it('leaves words alone that are not compounds of dictionary words', () => {
    expect(compoundParts('espresso', words(['kaffee', 'press']))).toEqual([]);
    expect(compoundParts('tee', words(['tee']))).toEqual([]);
    // A rest shorter than a word is no split.
    expect(compoundParts('kaffeeeis', words(['kaffee']))).toEqual([]);
  });

  it('indexes German and Dutch compounds with their stemmed parts, other languages without', () => {
    const german = new Analyzer('de');
    expect(german.indexWord('kaffeevollautomaten', words(['kaffee', 'voll', 'automat']))).toEqual({
      term: 'kaffeevollautomat',
      parts: expect.arrayContaining(['kaffe', 'voll', 'automat', 'vollautomat']),
    });
    expect(new Analyzer('en').indexWord('coffeemachine', words(['coffee'])).parts).toEqual([]);
  });

  it('splits a query word into index terms only when every part is indexed', () => {
    const dutch = new Analyzer('nl');
    const indexed = new Set(['koffie', 'bon', 'mol']);
    expect(dutch.splitQueryWord('koffiebonen', (t) => indexed.has(t))).toEqual(['koffie', 'bon']);
    expect(dutch.splitQueryWord('koffiezak', (t) => indexed.has(t))).toEqual([]);
  });
});

describe('synonyms and language data', () => {
  it('finds each word of a synonym group by the others, stemmed', () => {
    const german = new Analyzer('de');
    const stem = (w: string) => german.stem(german.fold(w));
    expect(german.synonymsOf(stem('portafilter'))).toEqual(expect.arrayContaining([stem('Siebträger'), stem('Espressomaschine')]));
    expect(german.synonymsOf(stem('decaf'))).toContain(stem('entkoffeiniert'));
    expect(german.synonymsOf(stem('Bohnenkaffee-unbekannt'))).toEqual([]);
  });

  it('reads every language file, and refuses a group entry that is not one word', () => {
    for (const language of ANALYSIS_LANGUAGES) expect(languageData(language).synonyms.length).toBeGreaterThan(0);
    expect(languageDataSchema.safeParse({ compoundParts: [], synonyms: [['french press', 'cafetière']] }).success).toBe(false);
  });

  it('picks the language of the store serving an index', () => {
    expect(analysisLanguageOfIndex('catalog_de_de')).toBe('de');
    expect(analysisLanguageOfIndex('catalog_de_at')).toBe('de');
    expect(analysisLanguageOfIndex('catalog_nl_nl')).toBe('nl');
    expect(analysisLanguageOfIndex('catalog_it')).toBe('it');
    expect(analysisLanguageOfIndex('catalog_default')).toBe('en');
    expect(analysisLanguageOfIndex('catalog_unknown')).toBe('en');
    expect(analysisLanguageOfLocale('nl-NL')).toBe('nl');
  });
});
