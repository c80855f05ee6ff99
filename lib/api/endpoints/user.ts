/** Tasks for the user calls of the call table (spec 01 §7 Login, Refresh). */
import type { Task } from '../task';
import { loginRequestSchema, refreshRequestSchema, type LoginRequest } from '../schemas/user';

export function loginTask(credentials: LoginRequest): Task {
  return { path: '/api/user/login', method: 'POST', body: loginRequestSchema.parse(credentials), anonymous: true };
}

/** Sent by the executor itself while a 401 is handled: anonymous and silent. */
export function refreshTokenTask(refreshToken: string): Task {
  return {
    path: '/api/user/refresh',
    method: 'POST',
    body: refreshRequestSchema.parse({ refreshToken }),
    anonymous: true,
    silent: true,
  };
}
