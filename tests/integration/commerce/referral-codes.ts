/** A referral code some other customer issued, written straight into the database: the first-order-only code route tests apply. */
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db';
import { insertUser } from '@/lib/commerce/users/user-repository';
import { insertIssuedCode, REFERRAL_RULE } from '@/lib/commerce/loyalty/issued-codes';
import { ISSUED_CODE_KINDS, REFERRAL } from '@/lib/config/loyalty';

export async function friendsReferralCode(db: Db): Promise<string> {
  const at = new Date().toISOString();
  const ownerId = randomUUID();
  await insertUser(db, {
    id: ownerId,
    email: `${ownerId}@example.com`,
    password_hash: 'hash',
    firstname: 'Otto',
    lastname: 'Owner',
    group_id: 1,
    custom_attributes: '[]',
    is_plus_member: 0,
    plus_ending_date: null,
    created_at: at,
    updated_at: at,
  });
  return (await insertIssuedCode(db, ownerId, ISSUED_CODE_KINDS.referral, REFERRAL.codePrefix, REFERRAL_RULE, at)).code;
}
