/**
 * The machine finder (spec 02 §2: machine type, integrated grinder, effort, heat-up time, brand,
 * budget, milk froth/system, cups per day, material, dishwasher, extra features; §9: heat-up
 * threshold 10 minutes, cup brackets). Extra features rank (more of the wished ones first); the
 * other answers narrow the machines, so an impossible combination ends in the no-match message.
 */
import { CUP_BRACKETS, FINDER_CATEGORY_IDS, FINDER_FIELDS, HEAT_UP_THRESHOLD_MINUTES, MACHINE_BUDGETS } from '@/lib/config/finders';
import type { Finder } from './types';

export const MACHINE_FINDER: Finder = {
  id: 'machine',
  path: '/machinefinder',
  categoryId: FINDER_CATEGORY_IDS.machines,
  questions: [
    { id: 'type', kind: 'attribute', field: FINDER_FIELDS.preparation, effect: 'filter' },
    { id: 'grinder', kind: 'attribute', field: FINDER_FIELDS.grinder, effect: 'filter' },
    { id: 'effort', kind: 'attribute', field: FINDER_FIELDS.effort, effect: 'filter' },
    { id: 'heatUp', kind: 'bracket', field: FINDER_FIELDS.heatUp, brackets: [{ key: 'quick', to: HEAT_UP_THRESHOLD_MINUTES }] },
    { id: 'brand', kind: 'attribute', field: FINDER_FIELDS.brand, effect: 'filter' },
    { id: 'budget', kind: 'bracket', field: FINDER_FIELDS.sourcePrice, shownField: FINDER_FIELDS.shownPrice, brackets: MACHINE_BUDGETS, price: true },
    { id: 'milk', kind: 'attribute', field: FINDER_FIELDS.milk, effect: 'filter' },
    { id: 'cups', kind: 'bracket', field: FINDER_FIELDS.cups, brackets: CUP_BRACKETS },
    { id: 'material', kind: 'attribute', field: FINDER_FIELDS.material, effect: 'filter' },
    { id: 'dishwasher', kind: 'flag', field: FINDER_FIELDS.dishwasher },
    { id: 'features', kind: 'attribute', field: FINDER_FIELDS.features, effect: 'rank', multiple: true },
  ],
};
