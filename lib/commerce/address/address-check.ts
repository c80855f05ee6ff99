/**
 * Address validation for checkout and the address book (spec 02 §5, §8): the postcode must fit the
 * country ("This PLZ ist not valid."), and a tidied copy of the address (trimmed fields, postcode
 * in the country's usual spelling) is offered as a suggestion the shopper may accept or ignore.
 */
import type { Address } from '@/lib/contract/address';

/** Postcode shapes per delivery country, and how each is usually written. */
const POSTCODES: Readonly<Record<string, { pattern: RegExp; format(postcode: string): string }>> = {
  DE: { pattern: /^\d{5}$/, format: (p) => p },
  AT: { pattern: /^\d{4}$/, format: (p) => p },
  IT: { pattern: /^\d{5}$/, format: (p) => p },
  FR: { pattern: /^\d{5}$/, format: (p) => p },
  BE: { pattern: /^\d{4}$/, format: (p) => p },
  LU: { pattern: /^(L-?)?\d{4}$/i, format: (p) => p.replace(/^L-?/i, '') },
  NL: { pattern: /^\d{4}\s?[A-Z]{2}$/i, format: (p) => `${p.slice(0, 4)} ${p.slice(-2).toUpperCase()}` },
};

export interface AddressCheck {
  valid: boolean;
  /** Fields that are wrong, with the message to show. */
  errors: { field: string; messageKey: 'invalidPostcode' }[];
  /** Tidied versions of the address; empty when the address is already tidy. */
  suggestions: Address[];
}

function tidy(address: Address): Address {
  const rule = POSTCODES[address.countryId];
  const postcode = address.postcode.trim().replace(/\s+/g, ' ');
  return {
    ...address,
    firstname: address.firstname.trim(),
    lastname: address.lastname.trim(),
    city: address.city.trim(),
    street: address.street.map((line) => line.trim().replace(/\s+/g, ' ')).filter((line, i) => i === 0 || line.length > 0),
    postcode: rule && rule.pattern.test(postcode) ? rule.format(postcode.replace(/\s/g, '')) : postcode,
  };
}

export function checkAddress(address: Address): AddressCheck {
  const rule = POSTCODES[address.countryId];
  const postcodeValid = !rule || rule.pattern.test(address.postcode.trim());
  const tidied = tidy(address);
  const changed = JSON.stringify(tidied) !== JSON.stringify(address);
  return {
    valid: postcodeValid,
    errors: postcodeValid ? [] : [{ field: 'postcode', messageKey: 'invalidPostcode' }],
    suggestions: postcodeValid && changed ? [tidied] : [],
  };
}
