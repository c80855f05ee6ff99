/**
 * The customer's contact preferences (spec 02 §2): e-mail, postal and WhatsApp contact, each
 * agreed to or not. A customer who never saved any has agreed to none.
 */
import type { Db, UserRow } from '@/lib/db/schema';
import { NO_CONTACT_PREFERENCES, type ContactPreferences } from '@/lib/contract/contact-preferences';
import { findContactPreferences, saveContactPreferences } from './contact-preferences-repository';

export async function readContactPreferences(db: Db, user: UserRow): Promise<ContactPreferences> {
  const row = await findContactPreferences(db, user.id);
  if (!row) return NO_CONTACT_PREFERENCES;
  return { email: row.by_email === 1, postal: row.by_postal === 1, whatsapp: row.by_whatsapp === 1 };
}

export async function updateContactPreferences(db: Db, user: UserRow, preferences: ContactPreferences, now: Date): Promise<ContactPreferences> {
  await saveContactPreferences(db, {
    user_id: user.id,
    by_email: Number(preferences.email),
    by_postal: Number(preferences.postal),
    by_whatsapp: Number(preferences.whatsapp),
    updated_at: now.toISOString(),
  });
  return readContactPreferences(db, user);
}
