/**
 * The checkout form as the shopper fills it (spec 01 §3 "Checkout state", 02 §2 "Checkout as
 * guest or account, shipping and billing addresses, DHL Packstation option"): its sections, the
 * errors of each section, and the mapping to the checkout state the store keeps.
 */
import { z } from 'zod';
import { PACKSTATION_STREET_PREFIX } from '@/lib/config/checkout-ui';
import {
  addressField,
  email,
  password,
  passwordConfirmation,
  personName,
  postcode,
  required,
  taxId,
  type ValidationMessage,
} from './field-rules';

export const personalFormSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  createAccount: z.boolean(),
  password: z.string(),
  passwordConfirmation: z.string(),
});
export type PersonalForm = z.infer<typeof personalFormSchema>;

/** Where a parcel goes: a private or a company address, or a DHL Packstation. */
export const ADDRESS_KINDS = ['private', 'company', 'packstation'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export const addressFormSchema = z.object({
  kind: z.enum(ADDRESS_KINDS),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  taxId: z.string(),
  streetAddress: z.string(),
  /** The house number (VSF's name for it). */
  apartmentNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  phoneNumber: z.string(),
  packstationNumber: z.string(),
  /** The DHL customer number (Postnummer) a Packstation needs. */
  postNumber: z.string(),
});
export type AddressForm = z.infer<typeof addressFormSchema>;

export type FormErrors<T> = Partial<Record<keyof T, ValidationMessage>>;

export const emptyPersonalForm: PersonalForm = {
  firstName: '',
  lastName: '',
  emailAddress: '',
  createAccount: false,
  password: '',
  passwordConfirmation: '',
};

export function emptyAddressForm(country: string): AddressForm {
  return {
    kind: 'private',
    firstName: '',
    lastName: '',
    company: '',
    taxId: '',
    streetAddress: '',
    apartmentNumber: '',
    zipCode: '',
    city: '',
    country,
    phoneNumber: '',
    packstationNumber: '',
    postNumber: '',
  };
}

/** The failing checks of a form, by field. */
export function collectErrors<T>(checks: [keyof T, ValidationMessage | null][]): FormErrors<T> {
  return Object.fromEntries(checks.filter(([, message]) => message !== null)) as FormErrors<T>;
}

export function hasErrors<T>(errors: FormErrors<T>): boolean {
  return Object.keys(errors).length > 0;
}

export function validatePersonalForm(form: PersonalForm): FormErrors<PersonalForm> {
  return collectErrors<PersonalForm>([
    ['firstName', personName(form.firstName)],
    ['lastName', personName(form.lastName)],
    ['emailAddress', email(form.emailAddress)],
    ['password', form.createAccount ? password(form.password) : null],
    ['passwordConfirmation', form.createAccount ? passwordConfirmation(form.password, form.passwordConfirmation) : null],
  ]);
}

/** Checks the fields the address's kind shows; a Packstation needs its number and the post number. */
export function validateAddressForm(form: AddressForm): FormErrors<AddressForm> {
  const packstation = form.kind === 'packstation';
  return collectErrors<AddressForm>([
    ['firstName', personName(form.firstName)],
    ['lastName', personName(form.lastName)],
    ['company', form.kind === 'company' ? addressField(form.company) : null],
    ['taxId', form.kind === 'company' ? taxId(form.taxId) : null],
    ['streetAddress', packstation ? null : addressField(form.streetAddress)],
    ['apartmentNumber', packstation ? null : required(form.apartmentNumber)],
    ['packstationNumber', packstation ? required(form.packstationNumber) : null],
    ['postNumber', packstation ? required(form.postNumber) : null],
    ['zipCode', postcode(form.zipCode)],
    ['city', addressField(form.city)],
    ['country', required(form.country)],
  ]);
}

/** The street lines an address is sent with: street and number, or the Packstation and post number. */
export function streetLines(form: AddressForm): string[] {
  if (form.kind === 'packstation') return [`${PACKSTATION_STREET_PREFIX} ${form.packstationNumber.trim()}`, form.postNumber.trim()];
  return [form.streetAddress.trim(), form.apartmentNumber.trim()];
}

export interface AddressParts {
  firstName: string;
  lastName: string;
  country: string;
  street: string;
  secondLine: string;
  zipCode: string;
  city: string;
  phoneNumber?: string;
  company?: string;
  taxId?: string;
}

/** The form for a stored address; a Packstation street line reopens the Packstation form. */
export function addressFormFromParts(parts: AddressParts): AddressForm {
  const common = {
    ...emptyAddressForm(parts.country),
    firstName: parts.firstName,
    lastName: parts.lastName,
    zipCode: parts.zipCode,
    city: parts.city,
    phoneNumber: parts.phoneNumber ?? '',
  };
  const packstationPrefix = `${PACKSTATION_STREET_PREFIX} `;
  if (parts.street.startsWith(packstationPrefix)) {
    return { ...common, kind: 'packstation', packstationNumber: parts.street.slice(packstationPrefix.length), postNumber: parts.secondLine };
  }
  const company = parts.company ?? '';
  return {
    ...common,
    kind: company === '' ? 'private' : 'company',
    company,
    taxId: parts.taxId ?? '',
    streetAddress: parts.street,
    apartmentNumber: parts.secondLine,
  };
}
