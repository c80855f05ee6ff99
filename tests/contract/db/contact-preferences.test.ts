import { dbAdaptersUnderTest, type OpenedDb } from './adapters';
import { AT, givenUser } from './fixtures';
import { findContactPreferences, saveContactPreferences } from '@/lib/commerce/newsletter/contact-preferences-repository';
import { deleteUser } from '@/lib/commerce/users/user-repository';

describe.each(dbAdaptersUnderTest())('contact preferences on $name', ({ open }) => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  const row = (userId: string, flags: [number, number, number], at = AT) => ({
    user_id: userId,
    by_email: flags[0],
    by_postal: flags[1],
    by_whatsapp: flags[2],
    updated_at: at,
  });

  it('has no row for a customer who never saved preferences', async () => {
    expect(await findContactPreferences(opened.db, await givenUser(opened.db))).toBeUndefined();
  });

  it('keeps one row per customer, replaced by the next save', async () => {
    const userId = await givenUser(opened.db);
    await saveContactPreferences(opened.db, row(userId, [1, 0, 1]));
    await saveContactPreferences(opened.db, row(userId, [0, 1, 0], '2026-01-02T10:00:00.000Z'));
    expect(await findContactPreferences(opened.db, userId)).toEqual(row(userId, [0, 1, 0], '2026-01-02T10:00:00.000Z'));
  });

  it('refuses preferences of an unknown customer', async () => {
    // Compared by code, not `toThrow`: better-sqlite3's error class comes from the first test file a
    // jest worker loaded, so `toThrow` does not see it as an error in later files.
    const refusal = await saveContactPreferences(opened.db, row('no-such-user', [1, 1, 1])).then(() => null, (error: unknown) => error);
    expect(refusal).toMatchObject({ code: expect.stringMatching(/^(SQLITE_CONSTRAINT_FOREIGNKEY|23503)$/) });
    expect(await findContactPreferences(opened.db, 'no-such-user')).toBeUndefined();
  });

  it('goes with the deleted account', async () => {
    const userId = await givenUser(opened.db);
    await saveContactPreferences(opened.db, row(userId, [1, 1, 1]));
    await deleteUser(opened.db, userId);
    expect(await findContactPreferences(opened.db, userId)).toBeUndefined();
  });
});
