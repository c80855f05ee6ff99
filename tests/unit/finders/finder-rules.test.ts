/**
 * The finders' rules (spec 02 §2, §9): answers in the URL, the catalogue filters each question
 * makes (heat-up threshold, cup brackets, budget, intensity), ranking by the rank questions, the
 * reasons, "no preference" and no match.
 */
import { CUP_BRACKETS, FINDER_NO_PREFERENCE, HEAT_UP_THRESHOLD_MINUTES, MACHINE_BUDGETS } from '@/lib/config/finders';
import {
  COFFEE_FINDER,
  MACHINE_FINDER,
  finderFilters,
  finderHref,
  isLanding,
  parseAnswers,
  parseStep,
  recommend,
  relaxableQuestions,
  shownDistance,
  type OptionSource,
} from '@/lib/finders';

const source: OptionSource = {
  options: {
    intensity: ['1', '2', '3', '4', '5'].map((label, i) => ({ value: String(5300 + i), label })),
  },
};

describe('finder answers in the URL', () => {
  it('keeps valid answers, drops "no preference", unknown brackets and non-ids', () => {
    const answers = parseAnswers(MACHINE_FINDER, { type: '6001', grinder: FINDER_NO_PREFERENCE, cups: 'lots', budget: 'upTo300', brand: 'x1', dishwasher: 'yes' });
    expect(answers).toEqual({ type: ['6001'], budget: ['upTo300'], dishwasher: ['yes'] });
  });

  it('keeps several values only for multiple-choice questions', () => {
    expect(parseAnswers(MACHINE_FINDER, { features: ['7200', '7203', '7200'], type: ['6000', '6001'] })).toEqual({ features: ['7200', '7203'], type: ['6000'] });
  });

  it('reads the step as a question number within the questionnaire or the results', () => {
    expect(parseStep(COFFEE_FINDER, {})).toEqual({ kind: 'question', index: 0 });
    expect(parseStep(COFFEE_FINDER, { step: '3' })).toEqual({ kind: 'question', index: 2 });
    expect(parseStep(COFFEE_FINDER, { step: '99' })).toEqual({ kind: 'question', index: COFFEE_FINDER.questions.length - 1 });
    expect(parseStep(COFFEE_FINDER, { step: '-1' })).toEqual({ kind: 'question', index: 0 });
    expect(parseStep(COFFEE_FINDER, { step: 'results' })).toEqual({ kind: 'results' });
  });

  it('builds shareable links in question order, the first step without a step parameter', () => {
    const answers = { intensity: ['intense'], preparation: ['6001'] };
    expect(finderHref(COFFEE_FINDER, answers, { kind: 'results' })).toBe('/coffeefinder?preparation=6001&intensity=intense&step=results');
    expect(finderHref(COFFEE_FINDER, {}, { kind: 'question', index: 0 })).toBe('/coffeefinder');
    expect(isLanding({}, { kind: 'question', index: 0 })).toBe(true);
    expect(isLanding(answers, { kind: 'question', index: 0 })).toBe(false);
  });
});

describe('finder filters', () => {
  const filtersOf = (query: Record<string, string | string[]>, finder = MACHINE_FINDER) => finderFilters(finder, parseAnswers(finder, query), source);

  it('makes no filter when every answer is "no preference"', () => {
    const all = Object.fromEntries(MACHINE_FINDER.questions.map((q) => [q.id, FINDER_NO_PREFERENCE]));
    expect(filtersOf(all)).toEqual([]);
  });

  it('narrows by machine type, grinder, brand, milk and material as the attribute options chosen', () => {
    expect(filtersOf({ type: '6001', grinder: '6402', brand: '5905', milk: '6501', material: '6300' })).toEqual([
      { field: 'preparation_type', op: 'in', value: [6001] },
      { field: 'grinder_details', op: 'in', value: [6402] },
      { field: 'manufacturer', op: 'in', value: [5905] },
      { field: 'milk_system', op: 'in', value: [6501] },
      { field: 'material', op: 'in', value: [6300] },
    ]);
  });

  it('keeps machines that heat up within the 10-minute threshold', () => {
    expect(HEAT_UP_THRESHOLD_MINUTES).toBe(10);
    expect(filtersOf({ heatUp: 'quick' })).toEqual([{ field: 'heat_up_time', op: 'range', value: { to: 10 } }]);
  });

  it.each([
    ['upTo4', { to: 4 }],
    ['from4To10', { from: 4, to: 10 }],
    ['upTo7', { to: 7 }],
    ['from8', { from: 8 }],
  ])('maps the cup bracket %s to cups per day %p', (key, value) => {
    expect(CUP_BRACKETS.map((b) => b.key)).toContain(key);
    expect(filtersOf({ cups: key })).toEqual([{ field: 'cups_per_day', op: 'range', value }]);
  });

  it('narrows a budget by the final price, the third budget starting at the automatic machines\' entry price', () => {
    expect(MACHINE_BUDGETS.find((b) => b.key === 'from800To1500')).toEqual({ key: 'from800To1500', from: 800, to: 1500 });
    expect(filtersOf({ budget: 'from300To800' })).toEqual([{ field: 'final_price', op: 'range', value: { from: 300, to: 800 } }]);
    expect(filtersOf({ budget: 'from1500' })).toEqual([{ field: 'final_price', op: 'range', value: { from: 1500 } }]);
  });

  it('asks for dishwasher-safe parts only when the shopper wants them', () => {
    expect(filtersOf({ dishwasher: 'yes' })).toEqual([{ field: 'dishwasher_safe', op: 'eq', value: true }]);
  });

  it('lets extra features and taste rank, not filter', () => {
    expect(filtersOf({ features: ['7200', '7201'] })).toEqual([]);
    expect(filtersOf({ taste: '7001' }, COFFEE_FINDER)).toEqual([]);
  });

  it('narrows the price per kg by its upper bound only: the index holds the cheapest pack, another pack may cost more per kg', () => {
    expect(filtersOf({ pricePerKg: 'from25To35' }, COFFEE_FINDER)).toEqual([{ field: 'price_per_kg', op: 'range', value: { to: 35 } }]);
    expect(filtersOf({ pricePerKg: 'from35' }, COFFEE_FINDER)).toEqual([]);
    expect(filtersOf({ pricePerKg: 'upTo25' }, COFFEE_FINDER)).toEqual([{ field: 'price_per_kg', op: 'range', value: { to: 25 } }]);
  });

  it('maps intensity mild, medium and intense to the options numbered 1–2, 3 and 4–5', () => {
    const intensity = (key: string) => filtersOf({ intensity: key }, COFFEE_FINDER)[0];
    expect(intensity('mild')).toEqual({ field: 'intensity', op: 'in', value: [5300, 5301, -1] });
    expect(intensity('medium')).toEqual({ field: 'intensity', op: 'in', value: [5302, -1] });
    expect(intensity('intense')).toEqual({ field: 'intensity', op: 'in', value: [5303, 5304, -1] });
  });

  it('narrows coffees by preparation, price per kilogram and any of the chosen certifications', () => {
    expect(filtersOf({ preparation: '6001', pricePerKg: 'from25To35', certification: ['5800', '5801'] }, COFFEE_FINDER)).toEqual([
      { field: 'preparation_type', op: 'in', value: [6001] },
      { field: 'price_per_kg', op: 'range', value: { to: 35 } },
      { field: 'certification', op: 'in', value: [5800, 5801] },
    ]);
  });
});

describe('recommendations', () => {
  const machine = (sku: string, gross: number, features: number[] = []) => ({ sku, final_price: gross / 1.19, final_price_incl_tax: gross, machine_features: features });

  it('checks a budget on the shown gross price, bounds included', () => {
    const found = [machine('A', 299), machine('B', 309), machine('C', 300), machine('D', 800.01)];
    const shown = recommend(MACHINE_FINDER, found, parseAnswers(MACHINE_FINDER, { budget: 'from300To800' }), 10);
    expect(shown.map((r) => r.product.sku)).toEqual(['B', 'C']);
  });

  it('ranks machines with more of the wished extras first, keeping the catalogue order between equals', () => {
    const found = [machine('ONE', 500, [7200]), machine('NONE', 500), machine('BOTH', 500, [7200, 7203]), machine('OTHER', 500, [7203])];
    const shown = recommend(MACHINE_FINDER, found, parseAnswers(MACHINE_FINDER, { features: ['7200', '7203'] }), 10);
    expect(shown.map((r) => [r.product.sku, r.score])).toEqual([['BOTH', 2], ['ONE', 1], ['OTHER', 1], ['NONE', 0]]);
    expect(shown[0].reasons).toEqual([{ question: 'features', values: ['7200', '7203'] }]);
    expect(shown[3].reasons).toEqual([]);
  });

  it('gives every answered filter question as a reason and a taste only where the coffee has it', () => {
    const answers = parseAnswers(COFFEE_FINDER, { preparation: '6001', taste: '7001', intensity: 'intense' });
    const shown = recommend(COFFEE_FINDER, [{ sku: 'CHOC', taste_profile: 7000 }, { sku: 'FRUIT', taste_profile: 7001 }], answers, 10);
    expect(shown.map((r) => r.product.sku)).toEqual(['FRUIT', 'CHOC']);
    expect(shown[0].reasons.map((r) => r.question)).toEqual(['preparation', 'taste', 'intensity']);
    expect(shown[1].reasons.map((r) => r.question)).toEqual(['preparation', 'intensity']);
  });

  it('checks the price per kg on the pack a coffee shows, not the cheapest pack by weight the index narrowed by', () => {
    const coffee = (sku: string, shown: number | null) => ({ sku, price_per_kg: 24, shown_price_per_kg: shown });
    const found = [coffee('SMALL-PACK', 43), coffee('IN-RANGE', 30), coffee('EDGE', 35), coffee('NOT-BY-WEIGHT', null)];
    const shown = recommend(COFFEE_FINDER, found, parseAnswers(COFFEE_FINDER, { pricePerKg: 'from25To35' }), 10);
    expect(shown.map((r) => r.product.sku)).toEqual(['IN-RANGE', 'EDGE']);
    expect(shown[0].reasons).toEqual([{ question: 'pricePerKg', values: ['from25To35'] }]);
  });

  it('shows at most the limit and nothing when nothing matches', () => {
    const found = Array.from({ length: 5 }, (_, i) => machine(`M${i}`, 100));
    expect(recommend(MACHINE_FINDER, found, {}, 3)).toHaveLength(3);
    expect(recommend(MACHINE_FINDER, [], {}, 3)).toEqual([]);
    expect(recommend(MACHINE_FINDER, found, parseAnswers(MACHINE_FINDER, { budget: 'from1500' }), 3)).toEqual([]);
  });
});

describe('relaxing an answer when nothing meets them all', () => {
  const coffee = (sku: string, shown: number | null, taste?: number) => ({ sku, shown_price_per_kg: shown, ...(taste ? { taste_profile: taste } : {}) });
  const answers = parseAnswers(COFFEE_FINDER, { pricePerKg: 'from25To35', taste: '7001', preparation: '6001' });

  it('measures how far the shown pack is from the price asked: 0 inside, the gap to the nearer bound outside', () => {
    expect(shownDistance(coffee('IN', 30), COFFEE_FINDER, answers)).toBe(0);
    expect(shownDistance(coffee('EDGE', 35), COFFEE_FINDER, answers)).toBe(0);
    expect(shownDistance(coffee('DEAR', 43), COFFEE_FINDER, answers)).toBe(8);
    expect(shownDistance(coffee('CHEAP', 20), COFFEE_FINDER, answers)).toBe(5);
    expect(shownDistance(coffee('NOT-BY-WEIGHT', null), COFFEE_FINDER, answers)).toBe(Infinity);
    expect(shownDistance(coffee('ANY', 99), COFFEE_FINDER, {})).toBe(0);
  });

  it('leaves out the price first, then certification, intensity and preparation, only where answered', () => {
    expect(relaxableQuestions(COFFEE_FINDER, answers)).toEqual(['pricePerKg', 'preparation']);
    expect(relaxableQuestions(COFFEE_FINDER, parseAnswers(COFFEE_FINDER, { intensity: 'mild', certification: ['5800'] }))).toEqual(['certification', 'intensity']);
    expect(relaxableQuestions(MACHINE_FINDER, parseAnswers(MACHINE_FINDER, { budget: 'upTo300' }))).toEqual([]);
  });

  it('with the price left out, recommends the coffees nearest the price asked first and names the price as no reason', () => {
    const found = [coffee('FAR', 60, 7001), coffee('NEAR-ABOVE', 43), coffee('NEAR-BELOW', 22), coffee('NO-WEIGHT', null, 7001)];
    expect(recommend(COFFEE_FINDER, found, answers, 10)).toEqual([]);
    const shown = recommend(COFFEE_FINDER, found, answers, 10, 'pricePerKg');
    expect(shown.map((r) => r.product.sku)).toEqual(['NEAR-BELOW', 'NEAR-ABOVE', 'FAR', 'NO-WEIGHT']);
    expect(shown.flatMap((r) => r.reasons.map((reason) => reason.question))).not.toContain('pricePerKg');
    expect(shown[2].reasons).toEqual([{ question: 'preparation', values: ['6001'] }, { question: 'taste', values: ['7001'] }]);
  });

  it('with another answer left out, still checks the price on the pack shown', () => {
    const found = [coffee('DEAR', 43), coffee('FITS', 28)];
    const shown = recommend(COFFEE_FINDER, found, answers, 10, 'preparation');
    expect(shown.map((r) => r.product.sku)).toEqual(['FITS']);
    expect(shown[0].reasons.map((r) => r.question)).toEqual(['pricePerKg']);
  });
});

