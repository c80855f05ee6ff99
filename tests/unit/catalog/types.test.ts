import { categorySchema, productSchema, cartItemSchema, taxRuleSchema } from '@/lib/catalog/types';

const product = {
  id: 1,
  sku: 'COF-1',
  type_id: 'configurable',
  price: 10,
  roast_degree: 5,
  grind_size: 'fine',
  configurable_children: [{ id: 2, sku: 'COF-1-250', status: 1, price: 9.9, stock: { is_in_stock: true }, package_size: 250 }],
};

describe('catalogue types', () => {
  it('keeps the many attributes a product carries beyond the listed fields', () => {
    const parsed = productSchema.parse(product);
    expect(parsed.grind_size).toBe('fine');
    expect(parsed.configurable_children?.[0].package_size).toBe(250);
  });

  it('names the field of a product that is malformed', () => {
    const result = productSchema.safeParse({ ...product, sku: 5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['sku']);
  });

  it('reads nested categories through children_data', () => {
    const parsed = categorySchema.parse({ id: 3, parent_id: 2, name: 'Coffee', level: 2, children_data: [{ id: 4, parent_id: 3, name: 'Beans', level: 3 }] });
    expect(parsed.children_data?.[0].name).toBe('Beans');
    expect(categorySchema.safeParse({ id: 3, parent_id: 2, name: 'x', level: 2, children_data: [{ id: 'a' }] }).success).toBe(false);
  });

  it('accepts a tax rule with rates and a cart item with product options', () => {
    expect(taxRuleSchema.parse({ product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: 19, tax_country_id: 'DE', tax_region_id: 0 }] }).rates[0].rate).toBe(19);
    expect(cartItemSchema.parse({ sku: 'A', qty: 1, product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: 'x' }] } } }).qty).toBe(1);
  });
});
