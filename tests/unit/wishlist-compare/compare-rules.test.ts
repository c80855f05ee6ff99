import { compareGroups, compareItemOf, compareRows, isComparable, toggleCompare, type CompareItem } from '@/lib/compare/compare-rules';
import type { Attribute } from '@/lib/catalog/types';

const machine = (id: number, set = 21): CompareItem => ({ id, parentId: null, sku: `M-${id}`, name: `Machine ${id}`, attribute_set_id: set });

describe('what compares (spec 02 §5)', () => {
  it.each([21, 31, 32, 33, 34, 35])('takes products of attribute set %i', (set) => {
    expect(isComparable({ attribute_set_id: set })).toBe(true);
  });

  it.each([9, 15, 40, 4, undefined])('refuses attribute set %s', (set) => {
    expect(isComparable({ attribute_set_id: set })).toBe(false);
    expect(compareItemOf({ id: 1, sku: 'X', attribute_set_id: set })).toBeNull();
    expect(toggleCompare([], { ...machine(1), attribute_set_id: set ?? 0 }).outcome).toBe('notComparable');
  });
});

describe('the compare toggle (spec 02 §4, §5)', () => {
  it('adds a product, and removes it on the second toggle', () => {
    const added = toggleCompare([], machine(1));
    expect(added).toEqual({ outcome: 'added', items: [machine(1)] });
    expect(toggleCompare(added.items, machine(1))).toEqual({ outcome: 'removed', items: [] });
  });

  it('refuses a 5th product of one product group and leaves the list as it is', () => {
    const four = [1, 2, 3, 4].map((id) => machine(id));
    expect(toggleCompare(four, machine(5))).toEqual({ outcome: 'limitReached', items: four });
  });

  it('counts the limit per product group: a product of another group still goes in', () => {
    const four = [1, 2, 3, 4].map((id) => machine(id));
    expect(toggleCompare(four, machine(5, 31)).outcome).toBe('added');
  });

  it('groups the list by product group in the order of the first product added', () => {
    expect(compareGroups([machine(1, 31), machine(2), machine(3, 31)]).map((g) => [g.group, g.items.map((i) => i.id)])).toEqual([
      [31, [1, 3]],
      [21, [2]],
    ]);
  });
});

describe('the compare table (spec 02 §2 "show all values or only differences")', () => {
  const attributes: Attribute[] = [
    { attribute_id: 1, attribute_code: 'boiler_type', frontend_label: 'Kesseltyp', frontend_input: 'select', is_visible_on_front: true, frontend_order: 2, options: [{ value: 10, label: 'Thermoblock' }, { value: 11, label: 'Dualboiler' }] },
    { attribute_id: 2, attribute_code: 'water_tank', frontend_label: 'Wassertank (dl)', frontend_input: 'decimal', is_visible_on_front: true, frontend_order: 1 },
    { attribute_id: 3, attribute_code: 'material', frontend_label: 'Material', frontend_input: 'multiselect', is_visible_on_front: true, frontend_order: 3, options: [{ value: 20, label: 'Edelstahl' }, { value: 21, label: 'Kunststoff' }] },
    { attribute_id: 4, attribute_code: 'internal_note', frontend_label: 'Intern', frontend_input: 'text', is_visible_on_front: false, frontend_order: 0 },
    { attribute_id: 5, attribute_code: 'dishwasher_safe', frontend_label: 'Spülmaschinenfest', frontend_input: 'boolean', is_visible_on_front: true, frontend_order: 4 },
    { attribute_id: 6, attribute_code: 'colour', frontend_label: 'Farbe', frontend_input: 'select', is_visible_on_front: true, frontend_order: 5, options: [] },
    { attribute_id: 7, attribute_code: 'price', frontend_label: 'Preis', frontend_input: 'price', is_visible_on_front: true, frontend_order: 6 },
  ];
  const products = [
    { id: 1, boiler_type: 10, water_tank: 18, material: [20, 21], internal_note: 'x', dishwasher_safe: true, price: 1259.6639 },
    { id: 2, boiler_type: 11, water_tank: 18, material: '20', internal_note: 'y', dishwasher_safe: false, price: 2100 },
  ];

  it("writes numbers in the store's format", () => {
    const rows = compareRows([{ id: 1, water_tank: 2.8 }], attributes, false, new Intl.NumberFormat('de-DE').format);
    expect(rows[0].cells).toEqual([{ text: '2,8' }]);
  });

  it('shows the visible attributes by their order with the catalogue option labels, leaving out hidden and empty ones and the net price', () => {
    expect(compareRows(products, attributes, false).map((row) => [row.label, row.cells, row.differs])).toEqual([
      ['Wassertank (dl)', [{ text: '18' }, { text: '18' }], false],
      ['Kesseltyp', [{ text: 'Thermoblock' }, { text: 'Dualboiler' }], true],
      ['Material', [{ text: 'Edelstahl, Kunststoff' }, { text: 'Edelstahl' }], true],
      ['Spülmaschinenfest', [{ flag: true }, { flag: false }], true],
    ]);
  });

  it('hides rows with equal values when only differences are shown', () => {
    expect(compareRows(products, attributes, true).map((row) => row.code)).toEqual(['boiler_type', 'material', 'dishwasher_safe']);
  });

  it("takes a product's own attributes_metadata over the catalogue's", () => {
    const withMetadata = products.map((p) => ({ ...p, attributes_metadata: [{ attribute_code: 'internal_note', is_visible_on_front: true, frontend_label: 'Notiz' }] }));
    expect(compareRows(withMetadata, attributes, true).map((row) => row.label)).toContain('Notiz');
  });

  it('marks a value one product lacks as empty', () => {
    const rows = compareRows([{ id: 1, water_tank: 12 }, { id: 2 }], attributes, false);
    expect(rows).toEqual([expect.objectContaining({ code: 'water_tank', cells: [{ text: '12' }, null], differs: true })]);
  });
});
