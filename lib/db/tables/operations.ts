/** Service and operations: mail outbox, contact requests, stock alerts, coffee corners, reviews, jobs, cache generations. Column conventions: `../schema.ts`. */
import type { Generated } from 'kysely';

export interface MailOutboxTable {
  id: string;
  recipient: string;
  template: string;
  locale: string;
  /** JSON: the template's variables. */
  payload: string;
  created_at: string;
  sent_at: string | null;
  /** The store the mail speaks for (its name, address and links); null: the store of its locale. */
  store_code: string | null;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  /** The delivery worker holding the row, until `claimed_until`. */
  claimed_by: string | null;
  claimed_until: string | null;
  last_error: string | null;
  /** Set when the last attempt failed: the row is not tried again. */
  failed_at: string | null;
}
export interface ContactRequestsTable {
  id: string;
  store_code: string;
  topic: string;
  name: string;
  email: string;
  order_number: string | null;
  message: string;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_base64: string | null;
  created_at: string;
}
export interface StockAlertsTable {
  id: string;
  email: string;
  sku: string;
  store_code: string;
  created_at: string;
  notified_at: string | null;
}
export interface CoffeeCornersTable {
  user_id: string;
  /** JSON: the preferences of spec 02 §3. */
  preferences: string;
  acknowledged_at: string;
  updated_at: string;
}
export interface ReviewsTable {
  id: string;
  store_code: string;
  user_id: string | null;
  product_id: number;
  nickname: string;
  title: string;
  detail: string;
  rating: number;
  status: string;
  created_at: string;
}
/** The embedded engine's job queue (lib/jobs). */
export interface JobsTable {
  id: string;
  name: string;
  key: string | null;
  /** JSON. */
  payload: string;
  /** `queued`, `running`, `done`, `dead`. */
  status: string;
  run_at: string;
  attempts: number;
  max_attempts: number;
  lease_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}
/** An effect that happens once: its key is claimed in the effect's own transaction. */
export interface JobKeysTable {
  key: string;
  result: string | null;
  created_at: string;
}
/** One counter per cache every replica keeps (issue 21): raised by each catalogue import or publish. */
export interface CacheGenerationsTable {
  name: string;
  generation: number;
  changed_at: string;
}
