/** Registers and logs in customers through the real routes, for tests that need a signed-in caller. */
import { randomUUID } from 'node:crypto';
import * as register from '@/app/api/user/create/route';
import * as login from '@/app/api/user/login/route';
import { call } from './harness';

export const PASSWORD = 'correct horse battery';

export interface SignedInCustomer {
  email: string;
  token: string;
  refreshToken: string;
}

export async function signedInCustomer(): Promise<SignedInCustomer> {
  const email = `${randomUUID()}@example.com`;
  await call(register.POST, '/api/user/create', {
    body: { customer: { email, firstname: 'Ada', lastname: 'Lovelace' }, password: PASSWORD },
  });
  const { body } = await call(login.POST, '/api/user/login', { body: { username: email, password: PASSWORD } });
  return { email, token: body.result as string, refreshToken: body.meta?.refreshToken as string };
}
