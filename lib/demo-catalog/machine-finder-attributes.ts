/**
 * A demo machine's answers to the machine finder's questions (spec 02 §2): effort, cups per day,
 * dishwasher-safe parts and extra features, derived from what the machine already drew (kind,
 * model series, tank, milk system, boiler, material) so they stay plausible and no seed changes.
 */
import { optionValue } from './attribute-definitions';
import type { MachineChoices, MachineKind } from './machine-choices';

/** Brewers without a boiler wait for the kettle (moka: the stove); minutes. */
export const KETTLE_MINUTES = 4;

const EFFORT: Readonly<Record<MachineKind, 'low' | 'medium' | 'high'>> = {
  fully_automatic: 'low',
  capsule: 'low',
  filter: 'medium',
  french_press: 'medium',
  moka: 'medium',
  portafilter: 'high',
  hand_filter: 'high',
};

/** One cup of about 0.2 l per tank filling and day. */
const LITRES_PER_CUP = 0.2;

/** The hundreds of a model number ("Bravo 850" → 8): higher series carry more extras. */
function modelSeries(model: string): number {
  const digits = /\d+/.exec(model);
  return digits ? Math.floor(Number(digits[0]) / 100) : 0;
}

function dishwasherSafe(choices: MachineChoices): boolean {
  switch (choices.kind) {
    case 'french_press':
    case 'hand_filter':
      return true;
    case 'moka':
      return choices.material !== 'aluminium';
    case 'filter':
      return choices.material === 'glass';
    case 'fully_automatic':
      return choices.milk === 'integrated';
    default:
      return false;
  }
}

function features(choices: MachineChoices): string[] {
  const series = modelSeries(choices.model);
  const from = (minSeries: number, feature: string) => (series >= minSeries ? [feature] : []);
  switch (choices.kind) {
    case 'fully_automatic':
      return ['hot_water', ...from(3, 'two_cups'), ...from(6, 'cup_warmer'), ...from(8, 'app_control')];
    case 'portafilter':
      return [...(choices.boiler === 'single' ? [] : ['hot_water']), 'cup_warmer', ...(choices.pid === 'dual_pid' ? ['timer'] : [])];
    case 'filter':
      return [...from(4, 'timer'), ...(choices.material === 'stainless_steel' ? ['thermal_jug'] : [])];
    case 'capsule':
      return from(6, 'two_cups');
    default:
      return [];
  }
}

export function machineFinderAttributes(choices: MachineChoices) {
  return {
    effort: optionValue('effort', EFFORT[choices.kind]),
    cups_per_day: Math.max(1, Math.round(choices.tankLitres / LITRES_PER_CUP)),
    dishwasher_safe: dishwasherSafe(choices),
    machine_features: features(choices).map((feature) => optionValue('machine_features', feature)),
  };
}
