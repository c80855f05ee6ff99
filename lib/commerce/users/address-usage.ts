/**
 * Which saved addresses a running subscription delivers to or bills (spec 02 §4 "An address used
 * by a subscription is flagged"). A subscription keeps a copy of its order's addresses (the
 * checkout's shape: street lines, no address id), so a saved address counts as used when its
 * name, street lines, postcode, city and country match a copy, letter case and spaces aside.
 */
import { z } from 'zod';
import { PACKSTATION_STREET_PREFIX } from '@/lib/config/checkout-ui';
import type { SubscriptionStatus } from '@/lib/config/subscriptions';
import type { CustomerAddressRow, DbExecutor } from '@/lib/db/schema';

/** A subscription uses its addresses while it may still deliver. */
const RUNNING_STATUSES: SubscriptionStatus[] = ['pending', 'active', 'paused'];

const addressCopySchema = z.looseObject({
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  postcode: z.string(),
  city: z.string(),
  countryId: z.string(),
});
type AddressCopy = z.infer<typeof addressCopySchema>;

function matchKey(address: AddressCopy): string {
  const { firstname, lastname, street, postcode, city, countryId } = address;
  return [firstname, lastname, ...street.slice(0, 2), postcode, city, countryId].map((part) => part.trim().toLowerCase()).join('|');
}

/** The saved address as the checkout sends it: street and number, or the Packstation and post number. */
function asCopy(row: CustomerAddressRow): AddressCopy {
  const street =
    row.packstation_number === null ? [row.street ?? '', row.house_number ?? ''] : [`${PACKSTATION_STREET_PREFIX} ${row.packstation_number}`, row.dhl_post_number ?? ''];
  return { firstname: row.firstname, lastname: row.lastname, street, postcode: row.postcode, city: row.city, countryId: row.country_id };
}

/** The keys of every address the customer's running subscriptions hold. */
async function subscriptionAddressKeys(db: DbExecutor, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('subscriptions').select('addresses').where('user_id', '=', userId).where('status', 'in', RUNNING_STATUSES).execute();
  return new Set(
    rows.flatMap((row) =>
      Object.values(z.record(z.string(), z.unknown()).catch({}).parse(JSON.parse(row.addresses))).flatMap((copy) => {
        const address = addressCopySchema.safeParse(copy);
        return address.success ? [matchKey(address.data)] : [];
      }),
    ),
  );
}

export async function addressIdsUsedBySubscriptions(db: DbExecutor, userId: string, rows: CustomerAddressRow[]): Promise<ReadonlySet<string>> {
  if (rows.length === 0) return new Set();
  const used = await subscriptionAddressKeys(db, userId);
  return new Set(rows.filter((row) => used.has(matchKey(asCopy(row)))).map((row) => row.id));
}
