import { randomUUID } from 'node:crypto';
import { dbAdaptersUnderTest, type OpenedDb } from './adapters';
import { AT, givenUser } from './fixtures';
import { deleteUser, findUserByEmail, findUserById, updateUser } from '@/lib/commerce/users/user-repository';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  revokeRefreshTokenFamily,
  spendRefreshToken,
} from '@/lib/commerce/auth/refresh-token-repository';
import { insertPasswordResetToken, spendPasswordResetToken } from '@/lib/commerce/auth/password-reset-repository';
import { isUniqueViolation } from '@/lib/db';

describe.each(dbAdaptersUnderTest())('users and tokens on $name', ({ open }) => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it('finds a user by e-mail regardless of case', async () => {
    const id = await givenUser(opened.db, { email: `Mixed.${randomUUID()}@Example.com` });
    const user = await findUserById(opened.db, id);
    expect(await findUserByEmail(opened.db, user!.email.toUpperCase())).toMatchObject({ id });
  });

  it('refuses a second account with the same e-mail', async () => {
    const email = `${randomUUID()}@example.com`;
    await givenUser(opened.db, { email });
    const error: unknown = await givenUser(opened.db, { email: email.toUpperCase() }).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('updates and deletes a user', async () => {
    const id = await givenUser(opened.db);
    await updateUser(opened.db, id, { firstname: 'Grace', updated_at: AT });
    expect((await findUserById(opened.db, id))?.firstname).toBe('Grace');
    expect(await deleteUser(opened.db, id)).toBe(true);
    expect(await findUserById(opened.db, id)).toBeUndefined();
  });

  it('spends a refresh token once and revokes its family', async () => {
    const userId = await givenUser(opened.db);
    const familyId = randomUUID();
    const row = {
      id: randomUUID(),
      user_id: userId,
      family_id: familyId,
      token_hash: randomUUID(),
      expires_at: '2099-01-01T00:00:00.000Z',
      used_at: null,
      revoked_at: null,
      created_at: AT,
    };
    await insertRefreshToken(opened.db, row);
    expect(await spendRefreshToken(opened.db, row.id, AT)).toBe(true);
    expect(await spendRefreshToken(opened.db, row.id, AT)).toBe(false);
    await revokeRefreshTokenFamily(opened.db, familyId, AT);
    expect((await findRefreshTokenByHash(opened.db, row.token_hash))?.revoked_at).toBe(AT);
  });

  it('spends a password reset token once and never after it expired', async () => {
    const userId = await givenUser(opened.db);
    await insertPasswordResetToken(opened.db, {
      token_hash: 'live-' + userId,
      user_id: userId,
      expires_at: '2026-01-01T11:00:00.000Z',
      used_at: null,
      created_at: AT,
    });
    await insertPasswordResetToken(opened.db, {
      token_hash: 'old-' + userId,
      user_id: userId,
      expires_at: '2026-01-01T09:00:00.000Z',
      used_at: null,
      created_at: AT,
    });
    expect(await spendPasswordResetToken(opened.db, 'old-' + userId, AT)).toBeUndefined();
    expect(await spendPasswordResetToken(opened.db, 'live-' + userId, AT)).toBe(userId);
    expect(await spendPasswordResetToken(opened.db, 'live-' + userId, AT)).toBeUndefined();
  });
});
