/**
 * A message for the shopper: a key of the `locales/<locale>/<namespace>.json` catalogues
 * (`cart.productAdded`, translated when shown) or a text the server already wrote in the store's
 * language. Kept as data so notifications stay serialisable in the Redux store.
 */
import { z } from 'zod';

export const userMessageSchema = z.union([
  z.object({
    key: z.string().regex(/^[a-z]+\.[A-Za-z]+$/, 'must be "<namespace>.<key>"'),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  z.object({ text: z.string() }),
]);
export type UserMessage = z.infer<typeof userMessageSchema>;

export function messageKey(key: string, values?: Record<string, string | number>): UserMessage {
  return values === undefined ? { key } : { key, values };
}
