/**
 * A small catalogue every adapter is held to: products with prices, colours, stock, categories,
 * a configurable with a child not visible individually, categories, attributes, CMS content.
 */
import type { IndexDocuments } from '@/lib/catalog/search';

export const FIXTURE_INDEX = `catalog_contract_${process.pid}`;

function product(id: number, fields: Record<string, unknown>) {
  return {
    id,
    sku: `SKU-${id}`,
    type_id: 'simple',
    status: 1,
    visibility: 4,
    stock: { is_in_stock: true, qty: 10 },
    category_ids: [10],
    category: [{ category_id: 10, name: 'Kaffee' }],
    url_path: `product-${id}`,
    ...fields,
  };
}

export const FIXTURE_PRODUCTS = [
  product(1, { name: 'Espresso Classico', price: 12.5, color: 5, updated_at: '2024-01-03', category_ids: [10, 11] }),
  product(2, { name: 'Espresso Forte', price: 45, color: 6, updated_at: '2024-01-05', yotpo_rating: 4 }),
  product(3, { name: 'Lungo Mild', price: 60, color: 5, updated_at: '2024-01-01', stock: { is_in_stock: false, qty: 0 } }),
  product(4, {
    name: 'Siebträger Maschine Barista',
    price: 499,
    color: 7,
    updated_at: '2024-01-04',
    category_ids: [20],
    category: [{ category_id: 20, name: 'Maschinen' }],
    yotpo_rating: 5,
  }),
  product(5, {
    name: 'Bohnen Sortiment',
    sku: 'BUNDLE-XYZ-5',
    type_id: 'configurable',
    price: 150,
    color: 6,
    color_options: [5, 6],
    updated_at: '2024-01-02',
    configurable_children: [
      { id: 51, sku: 'SKU-51', name: 'Bohnen Sortiment Hell', price: 150, color: 5 },
      { id: 52, sku: 'SKU-52', name: 'Bohnen Sortiment Dunkel', price: 160, color: 6 },
    ],
  }),
  product(51, { name: 'Bohnen Sortiment Hell', price: 150, color: 5, visibility: 1, url_path: 'bohnen-hell' }),
  product(6, { name: 'Entkalker', status: 2, price: 9, color: 7, category_ids: [30], category: [{ category_id: 30, name: 'Zubehör' }] }),
];

export const FIXTURE_CATEGORIES = [
  { id: 2, parent_id: 1, name: 'Root', level: 1, position: 0, is_active: true, product_count: 7, url_path: 'root' },
  { id: 10, parent_id: 2, name: 'Kaffee', level: 2, position: 2, is_active: true, is_anchor: true, product_count: 5, url_path: 'kaffee', slug: 'kaffee-10',
    children_data: [{ id: 11, parent_id: 10, name: 'Espresso', level: 3, position: 1, is_active: true, product_count: 1 }] },
  { id: 11, parent_id: 10, name: 'Espresso', level: 3, position: 1, is_active: true, product_count: 1, url_path: 'kaffee/espresso', slug: 'espresso-11' },
  { id: 20, parent_id: 2, name: 'Maschinen', level: 2, position: 1, is_active: true, product_count: 1, url_path: 'maschinen', slug: 'maschinen-20' },
  { id: 30, parent_id: 2, name: 'Zubehör', level: 2, position: 3, is_active: true, product_count: 0, url_path: 'zubehoer', slug: 'zubehoer-30' },
  { id: 40, parent_id: 2, name: 'Archiv', level: 2, position: 4, is_active: false, product_count: 3, url_path: 'archiv', slug: 'archiv-40' },
];

export const FIXTURE_DOCUMENTS: IndexDocuments = {
  product: FIXTURE_PRODUCTS,
  category: FIXTURE_CATEGORIES,
  attribute: [
    { attribute_id: 93, attribute_code: 'color', is_user_defined: true, is_visible: true, is_comparable: true },
    { attribute_id: 94, attribute_code: 'roast_degree', is_user_defined: true, is_visible: true, is_comparable: true },
    { attribute_id: 95, attribute_code: 'legacy.code', is_user_defined: true, is_visible: true, is_comparable: false },
  ],
  taxrule: [{ id: 1, code: 'DE', product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: 19, tax_country_id: 'DE' }] }],
  cms_page: [
    { id: 1, identifier: 'about-us', title: 'About us', content: '<p>Us</p>', active: true },
    { id: 2, identifier: 'coming-soon', title: 'Draft', content: '<p>Soon</p>', active: false },
  ],
  cms_block: [
    { id: 1, identifier: 'header_navigation', content: '<navigation/>', active: true },
    { id: 2, identifier: 'old_banner', content: '<p/>', active: false },
  ],
  cms_hierarchy: [{ node_id: 1, parent_node_id: null, identifier: 'help', label: 'Help', level: 1, request_url: 'help' }],
  urlrewrite: [
    { url_rewrite_id: 7, request_path: 'alt/espresso.html', target_path: 'product-1', entity_type: 'custom', entity_id: null, redirect_type: 301 },
  ],
  manuallinks: [{ id: 1, search_term: 'Entkalken', target_url: '/i/entkalken' }],
  config: [{ id: 1, free_shipping_threshold: { DE: 29 }, delivery_lead_time_days: { DE: { min: 1, max: 2 } }, order_by_hour: 14 }],
};
