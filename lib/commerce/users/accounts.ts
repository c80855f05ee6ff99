/**
 * Customer accounts: register, profile update, password change and reset, account deletion
 * (spec 02 §1, §4, §5). Every function acts on one customer's own row only.
 */
import { issueWelcomeVoucher } from '../loyalty/welcome-voucher';
import { randomUUID } from 'node:crypto';
import { CUSTOMER_GROUP_IDS, PASSWORD_RESET_TOKEN_BYTES, PASSWORD_RESET_TOKEN_TTL_MS } from '@/lib/config/auth';
import { MAIL_TEMPLATES } from '@/lib/config/commerce';
import type { Store } from '@/lib/config/stores';
import { createPasswordLink } from '@/lib/routing';
import { revokeRefreshTokensOfUser } from '../auth/refresh-token-repository';
import { insertPasswordResetToken, spendPasswordResetToken } from '../auth/password-reset-repository';
import { hashPassword, verifyPassword } from '../auth/password';
import { hashToken, newRandomToken } from '../auth/token-hash';
import { isUniqueViolation } from '@/lib/db/constraint-errors';
import type { Db, UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { translate } from '@/lib/http/messages';
import { outboxMailer } from '../mail/mail-port';
import type { CustomerProfile } from '@/lib/contract/user';
import { replaceAddressBook } from './address-book';
import { deleteUser, findUserByEmail, findUserById, insertUser, updateUser } from './user-repository';

async function refuseTakenEmail(write: Promise<void>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(400, 'emailTaken');
    throw error;
  }
}

export async function registerCustomer(db: Db, profile: CustomerProfile, password: string, now: Date): Promise<UserRow> {
  const id = randomUUID();
  const at = now.toISOString();
  const passwordHash = await hashPassword(password);
  await refuseTakenEmail(
    db.transaction().execute(async (trx) => {
      await insertUser(trx, {
        id,
        email: profile.email,
        password_hash: passwordHash,
        firstname: profile.firstname,
        lastname: profile.lastname,
        group_id: CUSTOMER_GROUP_IDS.general,
        custom_attributes: '[]',
        is_plus_member: 0,
        plus_ending_date: null,
        created_at: at,
        updated_at: at,
      });
      await replaceAddressBook(trx, id, profile.addresses ?? [], now);
      await issueWelcomeVoucher(trx, id, profile.email, at);
    }),
  );
  return (await findUserById(db, id))!;
}

/** Changes the given fields; `addresses` replaces the whole address book (see `replaceAddressBook`). */
export async function updateProfile(db: Db, user: UserRow, changes: Partial<CustomerProfile>, now: Date): Promise<UserRow> {
  await refuseTakenEmail(
    db.transaction().execute(async (trx) => {
      if (changes.addresses !== undefined) await replaceAddressBook(trx, user.id, changes.addresses, now);
      await updateUser(trx, user.id, {
        ...(changes.email !== undefined ? { email: changes.email } : {}),
        ...(changes.firstname !== undefined ? { firstname: changes.firstname } : {}),
        ...(changes.lastname !== undefined ? { lastname: changes.lastname } : {}),
        updated_at: now.toISOString(),
      });
    }),
  );
  return (await findUserById(db, user.id))!;
}

async function requireCurrentPassword(user: UserRow, currentPassword: string): Promise<void> {
  if (!(await verifyPassword(user.password_hash, currentPassword))) throw new ApiError(400, 'currentPasswordMismatch');
}

/** Changes the password and ends every other session of the customer. */
export async function changePassword(
  db: Db,
  user: UserRow,
  passwords: { currentPassword: string; newPassword: string },
  now: Date,
): Promise<void> {
  await requireCurrentPassword(user, passwords.currentPassword);
  const passwordHash = await hashPassword(passwords.newPassword);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now.toISOString() });
    await revokeRefreshTokensOfUser(trx, user.id, now.toISOString());
  });
}

/** Mails a reset link when the account exists; answers the same either way. */
export async function requestPasswordReset(db: Db, store: Store, email: string, now: Date): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = newRandomToken(PASSWORD_RESET_TOKEN_BYTES);
  const locale = store.i18n.defaultLocale;
  await db.transaction().execute(async (trx) => {
    await insertPasswordResetToken(trx, {
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: new Date(now.getTime() + PASSWORD_RESET_TOKEN_TTL_MS).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    });
    await outboxMailer(trx, now).send({
      recipient: user.email,
      template: MAIL_TEMPLATES.passwordReset,
      locale,
      variables: {
        subject: translate(locale, 'passwordResetSubject'),
        email: user.email,
        resetToken: token,
        resetLink: createPasswordLink(store.url, user.email, token),
        storeCode: store.code,
      },
    });
  });
}

/** Sets a new password from a reset token that belongs to the given e-mail. */
export async function createPassword(
  db: Db,
  input: { email: string; newPassword: string; resetToken: string },
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    const userId = await spendPasswordResetToken(trx, hashToken(input.resetToken), now.toISOString());
    const user = userId ? await findUserById(trx, userId) : undefined;
    if (!user || user.email !== input.email.toLowerCase()) throw new ApiError(400, 'resetTokenInvalid');
    await updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now.toISOString() });
    await revokeRefreshTokensOfUser(trx, user.id, now.toISOString());
  });
}

/**
 * Deletes the account once the current password matches. The foreign keys take its refresh and
 * reset tokens, carts, wishlist, addresses, contact preferences and subscriptions with it; its
 * orders and reviews stay for the books with the customer link emptied (migration 0001).
 */
export async function deleteAccount(db: Db, user: UserRow, currentPassword: string): Promise<void> {
  await requireCurrentPassword(user, currentPassword);
  await deleteUser(db, user.id);
}
