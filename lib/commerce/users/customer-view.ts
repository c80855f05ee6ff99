/** The current user as the client reads it (spec 02 §3 "User (current)"). */
import { z } from 'zod';
import { CUSTOMER_GROUP_IDS } from '@/lib/config/auth';
import type { DbExecutor, UserRow } from '@/lib/db/schema';
import { customerAddressSchema, type CustomerAddress } from '@/lib/contract/customer-address';
import { readAddressBook } from './address-book';

const customAttributesSchema = z.array(z.object({ attribute_code: z.string(), value: z.unknown() }));

export const customerViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  group_id: z.number(),
  custom_attributes: customAttributesSchema,
  addresses: z.array(customerAddressSchema),
  is_plus_member: z.boolean(),
  plus_ending_date: z.string().nullable(),
});
export type CustomerView = z.infer<typeof customerViewSchema>;

/** The profile with its address book (read with `readAddressBook`). */
export function customerView(row: UserRow, addresses: CustomerAddress[]): CustomerView {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    group_id: row.group_id,
    custom_attributes: customAttributesSchema.parse(JSON.parse(row.custom_attributes)),
    addresses,
    is_plus_member: row.is_plus_member === 1,
    plus_ending_date: row.plus_ending_date,
  };
}

/** The profile as the user calls answer it, its address book read from the database. */
export async function readCustomerView(db: DbExecutor, row: UserRow): Promise<CustomerView> {
  return customerView(row, await readAddressBook(db, row.id));
}

/** A Plus member's group while the membership runs, else the general group (spec 01 §1). */
export function customerGroupId(row: UserRow, now: Date): number {
  const plus = row.is_plus_member === 1 && (row.plus_ending_date === null || row.plus_ending_date > now.toISOString());
  return plus ? CUSTOMER_GROUP_IDS.plusMember : CUSTOMER_GROUP_IDS.general;
}
