/**
 * The customer's address book (spec 02 §2 "address book (default billing and shipping)", §3
 * "Address", §4 subscriptions): read it, and replace it with the list the customer sends, as
 * Magento's customer save does. An address keeps its id while it is sent with it; one sent
 * without an id is added; a saved one left out is deleted. Ids of other customers' addresses are
 * refused before anything is written. An address a running subscription uses is flagged.
 */
import { randomUUID } from 'node:crypto';
import type { CustomerAddressRow, DbExecutor } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import type { AddressType, CustomerAddress, CustomerAddressChange } from '@/lib/contract/customer-address';
import {
  clearDefaultFlags,
  deleteAddressesExcept,
  findAddressIds,
  findAddressRows,
  insertAddressRow,
  updateAddressRow,
  type AddressRowFields,
} from './address-repository';
import { addressIdsUsedBySubscriptions } from './address-usage';

function rowFields(address: CustomerAddressChange, position: number, at: string): AddressRowFields {
  return {
    position,
    type: address.type,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    vat_id: address.vat_id ?? null,
    street: address.street ?? null,
    house_number: address.house_number ?? null,
    address_suffix: address.address_suffix ?? null,
    dhl_post_number: address.dhl_post_number ?? null,
    packstation_number: address.packstation_number ?? null,
    postcode: address.postcode,
    city: address.city,
    country_id: address.countryId,
    region: address.region ?? null,
    region_id: address.region_id ?? null,
    telephone: address.telephone ?? null,
    default_billing: address.default_billing ? 1 : 0,
    default_shipping: address.default_shipping ? 1 : 0,
    updated_at: at,
  };
}

/** The optional text columns, answered only when set. */
const OPTIONAL_TEXTS = ['company', 'vat_id', 'street', 'house_number', 'address_suffix', 'dhl_post_number', 'packstation_number', 'region', 'telephone'] as const;

function addressView(row: CustomerAddressRow, usedBySubscription: boolean): CustomerAddress {
  const optional = Object.fromEntries(OPTIONAL_TEXTS.flatMap((column) => (row[column] === null ? [] : [[column, row[column]]])));
  return {
    id: row.id,
    type: row.type as AddressType,
    firstname: row.firstname,
    lastname: row.lastname,
    ...optional,
    postcode: row.postcode,
    city: row.city,
    countryId: row.country_id,
    ...(row.region_id === null ? {} : { region_id: row.region_id }),
    default_billing: row.default_billing === 1,
    default_shipping: row.default_shipping === 1,
    used_by_subscription: usedBySubscription,
  };
}

export async function readAddressBook(db: DbExecutor, userId: string): Promise<CustomerAddress[]> {
  const rows = await findAddressRows(db, userId);
  const used = await addressIdsUsedBySubscriptions(db, userId, rows);
  return rows.map((row) => addressView(row, used.has(row.id)));
}

/**
 * Makes the customer's book hold exactly `addresses`, in that order. Run it in a transaction: a
 * refusal (an id that is not one of the customer's addresses) throws before the first write.
 */
export async function replaceAddressBook(db: DbExecutor, userId: string, addresses: CustomerAddressChange[], now: Date): Promise<void> {
  const owned = new Set(await findAddressIds(db, userId));
  const keptIds = addresses.flatMap((address) => (address.id === undefined ? [] : [address.id]));
  if (keptIds.some((id) => !owned.has(id))) throw new ApiError(400, 'addressNotFound');
  const at = now.toISOString();
  await clearDefaultFlags(db, userId);
  await deleteAddressesExcept(db, userId, keptIds);
  for (const [position, address] of addresses.entries()) {
    const fields = rowFields(address, position, at);
    if (address.id !== undefined) await updateAddressRow(db, userId, address.id, fields);
    else await insertAddressRow(db, { ...fields, id: randomUUID(), user_id: userId, created_at: at });
  }
}
