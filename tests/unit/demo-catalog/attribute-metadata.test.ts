import { DEMO_SKUS } from '@/lib/demo-catalog';
import { dumpOf, productBySku } from './generated-catalog';

const REQUIRED_FILTERS = [
  'color', 'size', 'price', 'roast_degree', 'intensity', 'acidity', 'bean_variety', 'origin', 'continent_of_origin', 'certification',
  'manufacturer', 'weight', 'preparation_type', 'coffee_type', 'boiler_type', 'water_tank_volume', 'material', 'grinder_details', 'yotpo_rating',
];

describe('demo attribute metadata', () => {
  const attributes = dumpOf('catalog_de_de').attributes;
  const byCode = new Map(attributes.map((a) => [a.attribute_code, a]));

  it('describes every filterable attribute the spec names, select ones with options', () => {
    for (const code of REQUIRED_FILTERS) {
      const attribute = byCode.get(code);
      expect(attribute).toMatchObject({ is_filterable: true });
      if (attribute?.frontend_input === 'select' || attribute?.frontend_input === 'multiselect') expect(attribute.options?.length).toBeGreaterThan(1);
    }
  });

  it('includes one attribute code with a dot, for loaders to skip', () => {
    expect(attributes.filter((a) => a.attribute_code.includes('.')).map((a) => a.attribute_code)).toEqual(['legacy.erp_code']);
  });

  it('has an option for every option id a product stores', () => {
    const product = productBySku(dumpOf('catalog_de_de'), DEMO_SKUS.specialPriceExpired);
    for (const code of ['boiler_type', 'material', 'color', 'manufacturer', 'milk_system', 'pid_type']) {
      const value = product[code];
      expect(byCode.get(code)?.options?.some((o) => o.value === value)).toBe(true);
    }
  });

  it('labels attributes and options in the store language', () => {
    const roast = (index: string) => dumpOf(index).attributes.find((a) => a.attribute_code === 'roast_degree');
    expect(roast('catalog_de_de')).toMatchObject({ frontend_label: 'Röstgrad', default_frontend_label: 'Roast degree' });
    expect(roast('catalog_nl_nl')?.options?.map((o) => o.label)).toEqual(['Licht', 'Medium', 'Middeldonker', 'Donker']);
  });

  it('has unique attribute ids and codes', () => {
    expect(new Set(attributes.map((a) => a.attribute_id)).size).toBe(attributes.length);
    expect(byCode.size).toBe(attributes.length);
  });
});
