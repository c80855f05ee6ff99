/**
 * A message for the shopper: a key of the `locales/<locale>/<namespace>.json` catalogues
 * (`cart.productAdded`, translated when shown) or a text the server already wrote in the store's
 * language. Kept as data so notifications stay serialisable in the Redux store. `zod/mini`: it is
 * read on catalogue pages (ADR 0011).
 */
import { z } from 'zod/mini';

export const userMessageSchema = z.union([
  z.object({
    key: z.string().check(z.regex(/^[a-z]+\.[A-Za-z]+$/, 'must be "<namespace>.<key>"')),
    values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
  z.object({ text: z.string() }),
]);
export type UserMessage = z.infer<typeof userMessageSchema>;
