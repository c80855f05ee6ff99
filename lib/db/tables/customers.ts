/** Customers: accounts, sign-in tokens, address book, contact preferences, newsletter, wishlist, recently viewed, request limits. Column conventions: `../schema.ts`. */
import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  group_id: number;
  /** JSON: `[{ attribute_code, value }]` (spec 02 §3). */
  custom_attributes: string;
  is_plus_member: number;
  plus_ending_date: string | null;
  /** The order whose payment started the running PLUS membership (its withdrawal ends PLUS); null before 0019 or without PLUS. */
  plus_order_id: Generated<string | null>;
  /** YYYY-MM-DD, set once (spec 02 §4 "Age verification"). */
  birth_date: Generated<string | null>;
  created_at: string;
  updated_at: string;
}
export interface RefreshTokensTable {
  id: string;
  user_id: string;
  /** Every rotation of one login shares a family; reuse of a spent token revokes the family. */
  family_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}
export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}
export interface LimitCountersTable {
  /** The limited subject, e.g. `login:account:{email}` or `login:ip:{address}`. */
  key: string;
  /** Hits consumed in the current window. */
  hits: number;
  /** ISO time the current window ends; the next hit after it starts a new window. */
  window_ends_at: string;
}
export interface WishlistItemsTable {
  id: string;
  user_id: string;
  sku: string;
  product_id: number | null;
  qty: number;
  created_at: string;
}
export interface NewsletterSubscriptionsTable {
  email: string;
  store_code: string;
  status: string;
  confirmation_token_hash: string | null;
  created_at: string;
  confirmed_at: string | null;
}
/** How a customer agrees to be contacted (spec 02 §2); flags 0/1. */
export interface ContactPreferencesTable {
  user_id: string;
  by_email: number;
  by_postal: number;
  by_whatsapp: number;
  updated_at: string;
}
/** One address of a customer's address book (spec 02 §3); at most one default of each kind per customer. */
export interface CustomerAddressesTable {
  id: string;
  user_id: string;
  /** The order the customer's list shows. */
  position: number;
  type: string;
  firstname: string;
  lastname: string;
  company: string | null;
  vat_id: string | null;
  street: string | null;
  house_number: string | null;
  address_suffix: string | null;
  dhl_post_number: string | null;
  packstation_number: string | null;
  postcode: string;
  city: string;
  country_id: string;
  region: string | null;
  region_id: number | null;
  telephone: string | null;
  default_billing: number;
  default_shipping: number;
  created_at: string;
  updated_at: string;
}
export interface RecentlyViewedTable {
  user_id: string;
  sku: string;
  viewed_at: string;
}
