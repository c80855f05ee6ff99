/**
 * My Coffee Corner (spec 02 §2, §3, §5; issue 18): a customer's coffee preferences, stored with the
 * data-protection acknowledgement; the birth date is set once (the age check's rules), never changed
 * here (removal only via customer service).
 */
import { coffeeCornerPreferencesSchema, type CoffeeCorner, type CoffeeCornerPreferences } from '@/lib/contract/service';
import { checkBirthDate } from '@/lib/service/age-check';
import type { Db, UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { setBirthDateOnce } from './age-verification';

export async function readCoffeeCorner(db: Db, user: UserRow): Promise<CoffeeCorner> {
  const row = await db.selectFrom('coffee_corners').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  const birth = await db.selectFrom('users').select('birth_date').where('id', '=', user.id).executeTakeFirst();
  const stored = row ? coffeeCornerPreferencesSchema.safeParse(JSON.parse(row.preferences)) : null;
  return { preferences: stored?.success ? stored.data : {}, birth_date: birth?.birth_date ?? null, acknowledged_at: row?.acknowledged_at ?? null };
}

export async function saveCoffeeCorner(db: Db, user: UserRow, input: { preferences: CoffeeCornerPreferences; birthDate?: string }, now: Date): Promise<CoffeeCorner> {
  let birthDate: string | null = null;
  if (input.birthDate) {
    const checked = checkBirthDate(input.birthDate, now, 0);
    if (!checked.ok) throw new ApiError(400, 'invalidField', { field: 'birthDate', problem: checked.problem });
    birthDate = checked.birthDate;
  }
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (birthDate !== null && !(await setBirthDateOnce(trx, user.id, birthDate, now))) throw new ApiError(400, 'birthDateSetAlready');
    const preferences = JSON.stringify(input.preferences);
    await trx
      .insertInto('coffee_corners')
      .values({ user_id: user.id, preferences, acknowledged_at: at, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ preferences, acknowledged_at: at, updated_at: at }))
      .execute();
  });
  return readCoffeeCorner(db, user);
}
