/**
 * Writes the attribute metadata for one store: every attribute of the demo catalogue with its
 * label and option labels in the store language, input type, filter, compare and sort flags.
 * It includes the one code with a dot, which loaders must skip (spec 01 §5).
 */
import type { Attribute } from '@/lib/catalog/types';
import { ATTRIBUTE_DEFINITIONS } from './attribute-definitions';
import type { Language } from './languages';

/** Attributes the sort options read (spec 01 §9). */
const SORTABLE = new Set(['price', 'price_per_kg', 'yotpo_rating']);
/** Magento's own attributes are not user-defined. */
const SYSTEM_ATTRIBUTES = new Set(['price', 'color', 'weight']);

export function buildAttributeDocuments(language: Language): Attribute[] {
  return ATTRIBUTE_DEFINITIONS.map((definition, position) => ({
    id: definition.id,
    attribute_id: definition.id,
    attribute_code: definition.code,
    frontend_input: definition.input,
    frontend_label: definition.label[language],
    default_frontend_label: definition.label.en,
    is_user_defined: !SYSTEM_ATTRIBUTES.has(definition.code),
    is_visible: true,
    is_visible_on_front: definition.comparable,
    is_comparable: definition.comparable,
    is_filterable: definition.filterable,
    is_filterable_in_search: definition.filterable,
    used_for_sort_by: SORTABLE.has(definition.code),
    position,
    frontend_section_name: definition.section,
    frontend_order: position,
    options: definition.options.map((o, sortOrder) => ({ value: o.value, label: o.label[language], sort_order: sortOrder })),
  }));
}
