/** What the generator draws for one machine: kind, maker, boiler, tank… (read by the products and the finder's attributes). */
export type MachineKind = 'fully_automatic' | 'portafilter' | 'filter' | 'capsule' | 'moka' | 'french_press' | 'hand_filter';
import type { SpecialPriceDraft } from './product-draft';
import type { ShopActivity } from './shop-activity';

export type BoilerKey = 'thermoblock' | 'single' | 'heat_exchanger' | 'dual';

export interface MachineChoices {
  readonly kind: MachineKind;
  readonly maker: string;
  readonly model: string;
  readonly colour: string;
  readonly material: string;
  readonly boiler: BoilerKey | null;
  readonly tankLitres: number;
  readonly weightKg: number;
  readonly milk: string;
  readonly pid: string | null;
  readonly heatUpMinutes: number | null;
  readonly measurements: string;
  readonly gross: number;
  readonly special: SpecialPriceDraft | null;
  readonly activity: ShopActivity;
}
