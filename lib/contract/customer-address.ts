/**
 * A saved address of the customer's address book (spec 02 §3 "Address", §5): private or company,
 * names of at least 2 letters, street and house number or a DHL Packstation (its number and the
 * customer's DHL post number replace the street), postcode of at least 3 characters, and the
 * default billing and default shipping flags, each on at most one address of the book.
 * Shared by the route handler and the browser (pure zod).
 */
import { z } from 'zod';
import { ADDRESS_BOOK_MAX_ENTRIES } from '@/lib/config/commerce';
import { addressField, addressLineField, countryCodeField, personNameField, postcodeField, taxIdField } from './fields';

export const ADDRESS_TYPES = ['private', 'company'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const DEFAULT_ADDRESS_FLAGS = ['default_billing', 'default_shipping'] as const;
export type DefaultAddressFlag = (typeof DEFAULT_ADDRESS_FLAGS)[number];

const line = addressLineField;
const number = z.string().trim().min(1).max(20);
const name = personNameField;

/** The fields an address has, as the customer writes them and as the server answers them. */
const addressFields = z.object({
  type: z.enum(ADDRESS_TYPES),
  firstname: name,
  lastname: name,
  company: addressField.optional(),
  vat_id: taxIdField.optional(),
  street: addressField.optional(),
  house_number: number.optional(),
  address_suffix: line.optional(),
  dhl_post_number: number.optional(),
  packstation_number: number.optional(),
  postcode: postcodeField,
  city: addressField,
  countryId: countryCodeField,
  region: line.optional(),
  region_id: z.number().int().min(0).optional(),
  telephone: z.string().trim().max(40).optional(),
  default_billing: z.boolean().default(false),
  default_shipping: z.boolean().default(false),
});

type AddressFields = z.infer<typeof addressFields>;

/** The rules between fields: a company needs its name, a Packstation replaces street and number. */
function checkCombination(address: AddressFields, ctx: z.RefinementCtx): void {
  const issue = (field: keyof AddressFields, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (address.type === 'company' && address.company === undefined) issue('company', 'is required for a company address');
  if (address.type === 'private' && address.company !== undefined) issue('company', 'belongs to a company address only');
  if (address.type === 'private' && address.vat_id !== undefined) issue('vat_id', 'belongs to a company address only');
  if (address.packstation_number !== undefined) {
    if (address.dhl_post_number === undefined) issue('dhl_post_number', 'is required with a Packstation number');
    if (address.street !== undefined || address.house_number !== undefined) issue('street', 'is replaced by the Packstation number');
    return;
  }
  if (address.dhl_post_number !== undefined) issue('packstation_number', 'is required with a DHL post number');
  if (address.street === undefined) issue('street', 'is required');
  if (address.house_number === undefined) issue('house_number', 'is required');
}

/** A street line ending in its house number: "Hauptstraße 5", "Am Ring 12a", "Weg 3-5". */
const STREET_WITH_NUMBER = /^(.*\S)\s+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+[a-zA-Z]?)?)$/;

/**
 * Vue Storefront's (Magento's) address shape, which the checkout and older clients send: no type
 * (a company name makes it a company address) and the street as lines — street, house number,
 * suffix — or one line ending in the house number. Anything else is passed on unchanged.
 */
function fromStreetLines(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const address: Record<string, unknown> = { ...input };
  if (address.type === undefined) address.type = typeof address.company === 'string' && address.company.trim() !== '' ? 'company' : 'private';
  const lines = address.street;
  if (Array.isArray(lines) && lines.every((l) => typeof l === 'string') && address.house_number === undefined) {
    const [first = '', second, ...rest] = (lines as string[]).map((l) => l.trim()).filter(Boolean);
    const split = second === undefined ? STREET_WITH_NUMBER.exec(first) : null;
    address.street = split ? split[1] : first;
    address.house_number = split ? split[2] : second;
    if (rest.length > 0 && address.address_suffix === undefined) address.address_suffix = rest.join(' ');
  }
  return address;
}

const customerAddressInput = addressFields.extend({ id: z.uuid().optional() }).superRefine(checkCombination);
/** One address as the customer sends it: with the `id` of a saved one to change it, without to add one. */
export const customerAddressInputSchema = z.preprocess(fromStreetLines, customerAddressInput);
export type CustomerAddressInput = z.input<typeof customerAddressInput>;
export type CustomerAddressChange = z.output<typeof customerAddressInput>;

/** The whole address book: what it holds afterwards; saved addresses left out are deleted. */
export const addressBookInputSchema = z
  .array(customerAddressInputSchema)
  .max(ADDRESS_BOOK_MAX_ENTRIES)
  .superRefine((addresses, ctx) => {
    for (const flag of DEFAULT_ADDRESS_FLAGS) {
      if (addresses.filter((address) => address[flag]).length > 1) {
        ctx.addIssue({ code: 'custom', message: `at most one address may have ${flag}` });
      }
    }
    const ids = addresses.flatMap((address) => (address.id === undefined ? [] : [address.id]));
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'names the same address id twice' });
  });

/** A saved address as the server answers it; `used_by_subscription` flags one a subscription delivers to (spec 02 §4). */
export const customerAddressSchema = addressFields.extend({ id: z.string(), used_by_subscription: z.boolean() });
export type CustomerAddress = z.infer<typeof customerAddressSchema>;
