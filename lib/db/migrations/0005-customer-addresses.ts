/**
 * The address book gets its own table (spec 02 §3 "Address"; docs/adr/0006-address-book.md): one
 * row per address with an id, owned by one customer and gone with the account, and at most one
 * default billing and one default shipping address per customer, held by partial unique indexes.
 * The addresses kept so far as JSON on the user row move over; that column is dropped.
 * Self-contained on purpose: a migration must read the same however the application changes.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';

/** An address as the JSON column held it (the checkout's shape: street lines). */
interface LegacyAddress {
  firstname?: string;
  lastname?: string;
  company?: string;
  vat_id?: string;
  street?: string[];
  postcode?: string;
  city?: string;
  countryId?: string;
  region?: string;
  region_id?: number;
  telephone?: string;
  default_billing?: boolean;
  default_shipping?: boolean;
}

const LEGACY_PACKSTATION_PREFIX = 'Packstation ';

function addressRow(userId: string, legacy: LegacyAddress, position: number, flags: { billing: boolean; shipping: boolean }, at: string) {
  const [first = '', second = '', ...rest] = legacy.street ?? [];
  const packstation = first.startsWith(LEGACY_PACKSTATION_PREFIX);
  const company = legacy.company?.trim() || null;
  return {
    id: randomUUID(),
    user_id: userId,
    position,
    type: company ? 'company' : 'private',
    firstname: legacy.firstname ?? '',
    lastname: legacy.lastname ?? '',
    company,
    vat_id: company ? (legacy.vat_id ?? null) : null,
    street: packstation ? null : first,
    house_number: packstation ? null : second || null,
    address_suffix: packstation ? null : rest.join(' ') || null,
    dhl_post_number: packstation ? second || null : null,
    packstation_number: packstation ? first.slice(LEGACY_PACKSTATION_PREFIX.length) : null,
    postcode: legacy.postcode ?? '',
    city: legacy.city ?? '',
    country_id: legacy.countryId ?? '',
    region: legacy.region ?? null,
    region_id: legacy.region_id ?? null,
    telephone: legacy.telephone ?? null,
    default_billing: flags.billing ? 1 : 0,
    default_shipping: flags.shipping ? 1 : 0,
    created_at: at,
    updated_at: at,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of this version, not the application's
async function moveLegacyAddresses(db: Kysely<any>): Promise<void> {
  const users: { id: string; addresses: string; updated_at: string }[] = await db.selectFrom('users').select(['id', 'addresses', 'updated_at']).execute();
  for (const user of users) {
    const legacy = (JSON.parse(user.addresses) as unknown[]).filter((entry): entry is LegacyAddress => typeof entry === 'object' && entry !== null);
    const billing = legacy.findIndex((address) => address.default_billing === true);
    const shipping = legacy.findIndex((address) => address.default_shipping === true);
    for (const [position, address] of legacy.entries()) {
      const row = addressRow(user.id, address, position, { billing: position === billing, shipping: position === shipping }, user.updated_at);
      await db.insertInto('customer_addresses').values(row).execute();
    }
  }
}

export const customerAddresses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('customer_addresses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('firstname', 'text', (c) => c.notNull())
      .addColumn('lastname', 'text', (c) => c.notNull())
      .addColumn('company', 'text')
      .addColumn('vat_id', 'text')
      .addColumn('street', 'text')
      .addColumn('house_number', 'text')
      .addColumn('address_suffix', 'text')
      .addColumn('dhl_post_number', 'text')
      .addColumn('packstation_number', 'text')
      .addColumn('postcode', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('country_id', 'text', (c) => c.notNull())
      .addColumn('region', 'text')
      .addColumn('region_id', 'integer')
      .addColumn('telephone', 'text')
      .addColumn('default_billing', 'integer', (c) => c.notNull())
      .addColumn('default_shipping', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('customer_addresses_user').on('customer_addresses').columns(['user_id', 'position']).execute();
    await sql`create unique index customer_addresses_one_default_billing on customer_addresses (user_id) where default_billing = 1`.execute(db);
    await sql`create unique index customer_addresses_one_default_shipping on customer_addresses (user_id) where default_shipping = 1`.execute(db);
    await moveLegacyAddresses(db);
    await db.schema.alterTable('users').dropColumn('addresses').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('addresses', 'text', (c) => c.notNull().defaultTo('[]')).execute();
    await db.schema.dropTable('customer_addresses').execute();
  },
};
