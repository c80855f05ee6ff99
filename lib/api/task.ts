/**
 * What the executor runs (spec 01 §3 "Sync task", §7) and what it answers. A task names the api
 * path and says which context it needs: the cart id (`cartId` query), the shipping country, the
 * user token (left out for anonymous calls such as a guest cart or the token refresh).
 */
import { z } from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export const taskSchema = z.object({
  path: z.string().regex(/^\/api\//, 'must start with /api/'),
  method: z.enum(HTTP_METHODS),
  body: z.unknown().optional(),
  query: z.record(z.string(), z.string()).optional(),
  headers: z.record(z.string(), z.string()).optional(),
  /** The call needs the cart id; without one it is rejected (spec 01 §7). */
  needsCart: z.boolean().optional(),
  /** The call carries the shipping country as `country`. */
  needsCountry: z.boolean().optional(),
  /** The call goes without the user token (guest cart bypass, token refresh). */
  anonymous: z.boolean().optional(),
  /** A silent task shows no error notification (spec 01 §8 "Non-200 code"). */
  silent: z.boolean().optional(),
});
export type Task = z.infer<typeof taskSchema>;

/** Every route answers `{ code, result }`, plus `meta` where the spec says (docs/architecture.md "Server API rules"). */
export const taskResultSchema = z.object({
  code: z.coerce.number().int(),
  result: z.unknown(),
  meta: z.unknown().optional(),
});
export type TaskResult = z.infer<typeof taskResultSchema>;

/** Success means code 200 in the response body (spec 01 §7). */
export function isSuccess(result: TaskResult): boolean {
  return result.code === 200;
}
