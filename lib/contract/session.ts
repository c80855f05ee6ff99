/** The customer a session holds (spec 01 §6): what the profile call answers that the client keeps. `zod/mini` (ADR 0011). */
import { z } from 'zod/mini';

export const sessionUserSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  email: z.string(),
  firstname: z.optional(z.string()),
  lastname: z.optional(z.string()),
  group_id: z.optional(z.number()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
