/**
 * The coffee finder (spec 02 §2 "Coffee finder (beans): preparation, taste, intensity (mild,
 * medium, intense), price per kilogram, certification, recommendations"). Taste ranks (a coffee of
 * another taste may still suit); the other answers narrow the coffees, and when none meets them
 * all, one answer is left out (the price first) and the results say which.
 */
import { FINDER_CATEGORY_IDS, FINDER_FIELDS, INTENSITY_LEVELS, PRICE_PER_KG_BRACKETS } from '@/lib/config/finders';
import type { Finder } from './types';

export const COFFEE_FINDER: Finder = {
  id: 'coffee',
  path: '/coffeefinder',
  categoryId: FINDER_CATEGORY_IDS.coffee,
  questions: [
    { id: 'preparation', kind: 'attribute', field: FINDER_FIELDS.preparation, effect: 'filter' },
    { id: 'taste', kind: 'attribute', field: FINDER_FIELDS.taste, effect: 'rank' },
    { id: 'intensity', kind: 'labelBracket', field: FINDER_FIELDS.intensity, brackets: INTENSITY_LEVELS },
    {
      id: 'pricePerKg',
      kind: 'bracket',
      field: FINDER_FIELDS.pricePerKg,
      // The index holds the cheapest pack's price per kg; what is recommended must meet the answer with the pack it shows.
      shownField: FINDER_FIELDS.shownPricePerKg,
      brackets: PRICE_PER_KG_BRACKETS,
      price: true,
      leastOverPacks: true,
    },
    { id: 'certification', kind: 'attribute', field: FINDER_FIELDS.certification, effect: 'filter', multiple: true },
  ],
  // A coffee a little off the price is a better answer than none; the way it is made comes last.
  relaxOrder: ['pricePerKg', 'certification', 'intensity', 'preparation'],
};
