/**
 * Coffee machines (attribute sets 21, 31–35) and grinders of the demo catalogue, with the
 * technical attributes the filters and the machine finder use: boiler type, water tank volume,
 * material, grinder, milk system, PID, heat-up time, weight and measurements.
 */
import { ATTRIBUTE_SETS, TAX_CLASSES } from '@/lib/config/demo-catalog';
import { GRINDER_MAKERS, MACHINE_MAKERS, optionValue } from './attribute-definitions';
import { DEMO_CATEGORY_IDS } from './category-definitions';
import { type ProductDraft, productDraft, type SpecialPriceDraft } from './product-draft';
import type { ProductIds } from './product-ids';
import { PRODUCT_NOUNS } from './product-texts';
import type { SeededRandom } from './seeded-random';
import { shelfPrice } from './shelf-prices';
import { drawShopActivity, type ShopActivity } from './shop-activity';
import { activityCategories, drawSpecialPrice } from './special-offers';
import { KETTLE_MINUTES, machineFinderAttributes } from './machine-finder-attributes';
import type { BoilerKey, MachineChoices, MachineKind } from './machine-choices';

export type { MachineChoices, MachineKind };


interface MachineProfile {
  readonly attributeSetId: number;
  readonly price: readonly [number, number];
  readonly boilers: readonly BoilerKey[];
  readonly tank: readonly [number, number];
  readonly weight: readonly [number, number];
  readonly milk: readonly string[];
  readonly materials: readonly string[];
}

/** Price ranges in German gross euros; tank volumes in decilitres; weights in kilograms. */
const MACHINE_PROFILES: Readonly<Record<MachineKind, MachineProfile>> = {
  fully_automatic: { attributeSetId: ATTRIBUTE_SETS.fullyAutomaticMachine, price: [399, 1499], boilers: ['thermoblock'], tank: [15, 25], weight: [8, 12], milk: ['integrated', 'steam_wand'], materials: ['plastic', 'stainless_steel'] },
  portafilter: { attributeSetId: ATTRIBUTE_SETS.portafilterMachine, price: [499, 2499], boilers: ['single', 'heat_exchanger', 'dual'], tank: [18, 30], weight: [12, 30], milk: ['steam_wand'], materials: ['stainless_steel'] },
  filter: { attributeSetId: ATTRIBUTE_SETS.filterMachine, price: [49, 199], boilers: ['thermoblock'], tank: [10, 18], weight: [2, 5], milk: ['none'], materials: ['plastic', 'stainless_steel', 'glass'] },
  capsule: { attributeSetId: ATTRIBUTE_SETS.capsuleMachine, price: [69, 249], boilers: ['thermoblock'], tank: [7, 12], weight: [2, 4], milk: ['none', 'integrated'], materials: ['plastic'] },
  moka: { attributeSetId: ATTRIBUTE_SETS.espressoMaker, price: [19, 79], boilers: [], tank: [2, 5], weight: [1, 2], milk: ['none'], materials: ['aluminium', 'stainless_steel'] },
  french_press: { attributeSetId: ATTRIBUTE_SETS.manualBrewer, price: [19, 69], boilers: [], tank: [3, 10], weight: [1, 2], milk: ['none'], materials: ['glass', 'stainless_steel'] },
  hand_filter: { attributeSetId: ATTRIBUTE_SETS.manualBrewer, price: [19, 69], boilers: [], tank: [3, 10], weight: [1, 2], milk: ['none'], materials: ['ceramic', 'glass'] },
};

const MACHINE_KINDS: readonly MachineKind[] = ['fully_automatic', 'fully_automatic', 'portafilter', 'portafilter', 'filter', 'capsule', 'moka', 'french_press'];
const MODELS = ['Aria', 'Bravo', 'Cortina', 'Duetto', 'Etna', 'Forza', 'Giro', 'Lago', 'Mira', 'Nova', 'Opera', 'Vento'];
/** Heat-up minutes per boiler type (the finder's threshold is 10 minutes). */
const HEAT_UP_MINUTES: Readonly<Record<BoilerKey, readonly [number, number]>> = {
  thermoblock: [1, 2],
  single: [6, 10],
  heat_exchanger: [12, 20],
  dual: [15, 25],
};
const DECILITRES_PER_LITRE = 10;


/**
 * A manual brewer of an even model series is a hand filter: told apart by a value already drawn,
 * so the draws (and every other product of a seed) stay as they were before hand filters existed.
 */
function brewerKind(drawn: MachineKind, series: number): MachineKind {
  return drawn === 'french_press' && series % 2 === 0 ? 'hand_filter' : drawn;
}

export function drawMachineChoices(random: SeededRandom): MachineChoices {
  const drawn = random.pick(MACHINE_KINDS);
  const profile = MACHINE_PROFILES[drawn];
  const boiler = profile.boilers.length > 0 ? random.pick(profile.boilers) : null;
  const gross = shelfPrice(random.int(profile.price[0], profile.price[1]));
  const heatUp = boiler ? HEAT_UP_MINUTES[boiler] : null;
  const maker = random.pick(MACHINE_MAKERS);
  const modelName = random.pick(MODELS);
  const series = random.int(1, 9);
  const kind = brewerKind(drawn, series);
  return {
    kind,
    maker,
    model: `${modelName} ${series * 100 + 50}`,
    colour: random.pick(['black', 'silver', 'white', 'red'] as const),
    material: random.pick(MACHINE_PROFILES[kind].materials),
    boiler,
    tankLitres: random.int(profile.tank[0], profile.tank[1]) / DECILITRES_PER_LITRE,
    weightKg: random.int(profile.weight[0], profile.weight[1]),
    milk: random.pick(profile.milk),
    pid: kind === 'portafilter' ? random.pick(['none', 'pid', 'dual_pid'] as const) : null,
    heatUpMinutes: heatUp ? random.int(heatUp[0], heatUp[1]) : null,
    measurements: `${random.int(10, 40)} × ${random.int(20, 45)} × ${random.int(20, 50)} cm`,
    gross,
    special: drawSpecialPrice(random, gross),
    activity: drawShopActivity(random),
  };
}

function machineCategory(choices: MachineChoices): number {
  switch (choices.kind) {
    case 'fully_automatic':
      return DEMO_CATEGORY_IDS.fullyAutomatic;
    case 'portafilter':
      return choices.boiler === 'single' ? DEMO_CATEGORY_IDS.singleBoiler : DEMO_CATEGORY_IDS.dualBoiler;
    case 'filter':
      return DEMO_CATEGORY_IDS.filterMachines;
    case 'capsule':
      return DEMO_CATEGORY_IDS.capsuleMachines;
    default:
      return DEMO_CATEGORY_IDS.manualBrewers;
  }
}

const MACHINE_FACTS = [
  'preparation_type', 'boiler_type', 'water_tank_volume', 'grinder_details', 'milk_system', 'pid_type',
  'heat_up_time', 'material', 'color', 'weight', 'measurements', 'manufacturer',
];

export function machineDraft(choices: MachineChoices, ids: ProductIds, sku?: string): ProductDraft {
  const id = ids.next();
  const profile = MACHINE_PROFILES[choices.kind];
  const preparation = optionValue('preparation_type', choices.kind);
  return productDraft(
    {
      id,
      sku: sku ?? `MAC-${id}`,
      family: 'machine',
      attributeSetId: profile.attributeSetId,
      taxClassId: TAX_CLASSES.standard,
      name: [`${choices.maker} ${choices.model} `, { code: 'preparation_type', value: preparation }],
      maker: choices.maker,
      grossPrice: choices.gross,
      special: choices.special,
      attributes: {
        preparation_type: [preparation],
        ...(choices.boiler ? { boiler_type: optionValue('boiler_type', choices.boiler) } : {}),
        water_tank_volume: choices.tankLitres,
        grinder_details: optionValue('grinder_details', choices.kind === 'fully_automatic' ? 'integrated' : 'none'),
        milk_system: optionValue('milk_system', choices.milk),
        ...(choices.pid ? { pid_type: optionValue('pid_type', choices.pid) } : {}),
        heat_up_time: choices.heatUpMinutes ?? KETTLE_MINUTES,
        ...machineFinderAttributes(choices),
        material: optionValue('material', choices.material),
        color: optionValue('color', choices.colour),
        weight: choices.weightKg,
        measurements: choices.measurements,
        manufacturer: optionValue('manufacturer', choices.maker),
        ...choices.activity.attributes,
      },
      facts: MACHINE_FACTS,
      imageColour: choices.colour,
      categoryId: machineCategory(choices),
      extraCategoryIds: activityCategories(choices.activity, choices.special, []),
      },
    choices.activity,
  );
}

export interface GrinderChoices {
  readonly electric: boolean;
  readonly maker: string;
  readonly model: string;
  readonly burr: 'conical_burr' | 'flat_burr';
  readonly colour: string;
  readonly material: string;
  readonly weightKg: number;
  readonly gross: number;
  readonly special: SpecialPriceDraft | null;
  readonly activity: ShopActivity;
}

export function drawGrinderChoices(random: SeededRandom): GrinderChoices {
  const electric = random.chance(0.7);
  const gross = shelfPrice(electric ? random.int(79, 699) : random.int(29, 149));
  return {
    electric,
    maker: random.pick(GRINDER_MAKERS),
    model: `${random.pick(MODELS)} ${random.int(10, 99)}`,
    burr: electric ? random.pick(['conical_burr', 'flat_burr'] as const) : 'conical_burr',
    colour: random.pick(['black', 'silver', 'white'] as const),
    material: random.pick(['stainless_steel', 'aluminium', 'plastic'] as const),
    weightKg: electric ? random.int(2, 8) : 1,
    gross,
    special: drawSpecialPrice(random, gross),
    activity: drawShopActivity(random),
  };
}

const GRINDER_FACTS = ['grinder_details', 'material', 'color', 'weight', 'manufacturer'];

export function grinderDraft(choices: GrinderChoices, ids: ProductIds, sku?: string): ProductDraft {
  const id = ids.next();
  const noun = choices.electric ? PRODUCT_NOUNS.electricGrinder : PRODUCT_NOUNS.handGrinder;
  return productDraft(
    {
      id,
      sku: sku ?? `GRI-${id}`,
      family: 'grinder',
      attributeSetId: ATTRIBUTE_SETS.grinder,
      taxClassId: TAX_CLASSES.standard,
      name: [`${choices.maker} ${choices.model} `, noun],
      maker: choices.maker,
      grossPrice: choices.gross,
      special: choices.special,
      attributes: {
        grinder_details: optionValue('grinder_details', choices.burr),
        material: optionValue('material', choices.material),
        color: optionValue('color', choices.colour),
        weight: choices.weightKg,
        manufacturer: optionValue('manufacturer', choices.maker),
        ...choices.activity.attributes,
      },
      facts: GRINDER_FACTS,
      imageColour: choices.colour,
      categoryId: choices.electric ? DEMO_CATEGORY_IDS.electricGrinders : DEMO_CATEGORY_IDS.handGrinders,
      extraCategoryIds: activityCategories(choices.activity, choices.special, []),
      },
    choices.activity,
  );
}
