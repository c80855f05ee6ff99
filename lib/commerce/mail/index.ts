/**
 * The outbox in development: whether the dev mailbox is on and what it holds. Delivery and
 * templates stay inside (jobs reach them through `shop-jobs.ts`).
 */
export { devMailEnabled, listOutbox } from './dev-mail';
