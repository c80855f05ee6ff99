/**
 * A small catalogue in the embedded engine (in memory) for the German store: the cases the cart,
 * stock and order routes tell apart.
 */
import { EmbeddedCatalogIndex, useCatalogIndex } from '@/lib/catalog/search';
import { DEMO_COUPONS, FREIGHT_ATTRIBUTE } from '@/lib/config/commerce';

const TAX_CLASS_GOODS = 2;

function product(id: number, sku: string, price: number, stock: Record<string, unknown> | undefined, extra: Record<string, unknown> = {}) {
  return {
    id,
    sku,
    name: `Product ${sku}`,
    type_id: 'simple',
    status: 1,
    visibility: 4,
    price,
    final_price: price,
    tax_class_id: TAX_CLASS_GOODS,
    ...(stock ? { stock } : {}),
    ...extra,
  };
}

export const TEST_PRODUCTS = [
  // Coffee (attribute set 9): 3 beans per euro in the Coffee Club.
  product(1, 'COFFEE-250', 10, { is_in_stock: true, qty: 100, manage_stock: true, backorders: 0 }, { attribute_set_id: 9 }),
  product(2, 'TEA-OOS', 5, { is_in_stock: false, qty: 0, manage_stock: true, backorders: 0 }),
  product(3, 'NO-STOCK', 7, undefined),
  product(4, 'BACKORDER', 20, { is_in_stock: false, qty: 0, manage_stock: true, backorders: 1 }),
  product(5, 'LAST-FIVE', 12, { is_in_stock: true, qty: 5, manage_stock: true, backorders: 0 }),
  product(6, 'GIFT-CARD', 25, undefined, { type_id: 'virtual', tax_class_id: 0 }),
  product(8, DEMO_COUPONS.GIFTCUP.sku, 4, { is_in_stock: true, qty: 100, manage_stock: true, backorders: 0 }),
  // Offers a 30-day period too: the server must still refuse it (not one of the spec's intervals).
  product(9, 'SUBSCRIPTION-COFFEE', 12.99, { is_in_stock: true, qty: 100, manage_stock: true, backorders: 0 }, {
    is_subscription_product: true,
    custom_options: [{ option_id: 1, title: 'billing_period', values: ['14', '21', '28', '42', '56', '30', '3m', '12m', '5m'].map((title, i) => ({ option_type_id: i + 1, title })) }],
  }),
  // Sold in pairs, 2 to 12 at a time; backorders allowed, so stock never bounds it.
  product(12, 'CAPSULE-PAIRS', 3, { is_in_stock: true, qty: 0, manage_stock: true, backorders: 1, min_sale_qty: 2, max_sale_qty: 12, qty_increments: 2 }),
  // Age-restricted (spec 02 §4): the order needs a confirmed date of birth, 18 or older (issue 18).
  product(13, 'AGE-LIQUEUR', 15, { is_in_stock: true, qty: 50, manage_stock: true, backorders: 0 }, { age_restricted: true }),
  product(7, 'FREIGHT-MACHINE', 30, { is_in_stock: true, qty: 10, manage_stock: true, backorders: 0 }, { [FREIGHT_ATTRIBUTE]: true }),
  {
    ...product(10, 'MACHINE', 500, { is_in_stock: true, qty: 0 }),
    type_id: 'configurable',
    configurable_children: [
      product(11, 'MACHINE-BLACK', 500, { is_in_stock: true, qty: 3, manage_stock: true, backorders: 0 }, { color: 1 }),
    ],
    configurable_options: [{ attribute_code: 'color', attribute_id: 93, values: [{ value_index: 1, label: 'Black' }] }],
  },
];

export const TEST_TAX_RULES = [
  {
    id: 1,
    product_tax_class_ids: [TAX_CLASS_GOODS],
    customer_tax_class_ids: [3],
    rates: [
      { rate: 19, tax_country_id: 'DE' },
      { rate: 20, tax_country_id: 'AT' },
    ],
  },
];

export const TEST_REMOTE_CONFIG = [
  { id: 1, free_shipping_threshold: { DE: 35, AT: 49 }, delivery_lead_time_days: { DE: { min: 1, max: 2 } }, order_by_hour: 14 },
];

export function useTestCatalog(): void {
  beforeAll(async () => {
    const engine = new EmbeddedCatalogIndex(null);
    for (const index of ['catalog_de_de', 'catalog_default']) {
      await engine.replace(index, { product: TEST_PRODUCTS, taxrule: TEST_TAX_RULES, config: TEST_REMOTE_CONFIG });
    }
    useCatalogIndex(engine);
  });
  afterAll(() => {
    useCatalogIndex(undefined);
  });
}
