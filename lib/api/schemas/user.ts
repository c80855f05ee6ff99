/** Request and answer shapes of the user calls the client makes (spec 01 §7 Login, Refresh). */
import { z } from 'zod';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().min(1),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1) });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/**
 * The token answer of login and refresh: the access token in `result`, the (rotated) refresh
 * token in `meta.refreshToken` (ARCHITECTURE.md "Server API").
 */
export const tokenAnswerSchema = z.object({
  code: z.literal(200),
  result: z.string().min(1),
  meta: z.object({ refreshToken: z.string().min(1).optional() }).nullish(),
});
