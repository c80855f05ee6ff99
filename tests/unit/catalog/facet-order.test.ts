/** Facet values in their natural order (issue 36 §4), never by how many products match. */
import { quantityOf, sortFacetValues } from '@/lib/catalog';

const labels = (values: { label: string }[]) => values.map((value) => value.label);

describe('facet values in natural order', () => {
  it("keeps the attribute's option order where it gives one (roast: light to dark)", () => {
    const values = [
      { label: 'Hell', position: 0 },
      { label: 'Dunkel', position: 3 },
      { label: 'Mittel', position: 1 },
      { label: 'Mitteldunkel', position: 2 },
    ];
    expect(labels(sortFacetValues(values, 'de-DE'))).toEqual(['Hell', 'Mittel', 'Mitteldunkel', 'Dunkel']);
  });

  it('orders sizes by their amount across units, and numbers numerically', () => {
    expect(labels(sortFacetValues([{ label: '1 kg' }, { label: '500 g' }, { label: '250 g' }, { label: '1,5 kg' }], 'de-DE'))).toEqual(['250 g', '500 g', '1 kg', '1,5 kg']);
    expect(labels(sortFacetValues([{ label: '3' }, { label: '10' }, { label: '2' }, { label: '1' }], 'nl-NL'))).toEqual(['1', '2', '3', '10']);
    expect(quantityOf('0.5 l')).toEqual({ kind: 'volume', size: 500 });
    expect(quantityOf('Arabica')).toBeNull();
  });

  it('puts numbers before words and words in the alphabet of the store language', () => {
    expect(labels(sortFacetValues([{ label: 'Zucker' }, { label: 'Äthiopien' }, { label: 'Brasilien' }, { label: '4' }], 'de-DE'))).toEqual(['4', 'Äthiopien', 'Brasilien', 'Zucker']);
  });

  it('falls back to size and alphabet when the positions tie', () => {
    expect(labels(sortFacetValues([{ label: '1 kg', position: 0 }, { label: '250 g', position: 0 }], 'de-DE'))).toEqual(['250 g', '1 kg']);
  });
});
