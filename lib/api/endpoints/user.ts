/**
 * Tasks for the user calls of the call table (spec 01 §7 Login, Refresh; 02 §7 resetPassword,
 * createPassword) and the logout that revokes the refresh token (02 §4 "Session"). The sign-in
 * forms show a refusal themselves, so their calls are silent.
 */
import type { z } from 'zod';
import { loginInputSchema, refreshInputSchema, type createPasswordInputSchema, type LoginRequest } from '@/lib/contract/user';
import type { Task } from '../task';

export function loginTask(credentials: LoginRequest): Task {
  return { path: '/api/user/login', method: 'POST', body: loginInputSchema.parse(credentials), anonymous: true };
}

/** Sent by the executor itself while a 401 is handled: anonymous and silent. */
export function refreshTokenTask(refreshToken: string): Task {
  return {
    path: '/api/user/refresh',
    method: 'POST',
    body: refreshInputSchema.parse({ refreshToken }),
    anonymous: true,
    silent: true,
  };
}

/** Revokes the refresh token on the server; sent without waiting, so anonymous and silent. */
export function logoutTask(refreshToken: string): Task {
  return { path: '/api/user/logout', method: 'POST', body: refreshInputSchema.parse({ refreshToken }), anonymous: true, silent: true };
}

/** Asks for a reset mail; answered the same whether the account exists or not. */
export function resetPasswordTask(email: string): Task {
  return { path: '/api/user/reset-password', method: 'POST', body: { email }, anonymous: true, silent: true };
}

export type CreatePasswordRequest = z.infer<typeof createPasswordInputSchema>;

/** Sets a new password with the token of the reset mail. */
export function createPasswordTask(request: CreatePasswordRequest): Task {
  return { path: '/api/user/create-password', method: 'POST', body: request, anonymous: true, silent: true };
}
