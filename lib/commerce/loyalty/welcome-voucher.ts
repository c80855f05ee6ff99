/**
 * The welcome voucher (spec 02 §9): 5 € off from 30 € goods value, issued at a person's first
 * registration only. It is the customer's own voucher (listed on the vouchers page), and the
 * person grant keyed by the e-mail's hash keeps a deleted and re-registered account from earning it again.
 */
import { WELCOME_VOUCHER } from '@/lib/config/loyalty';
import type { DbExecutor } from '@/lib/db/schema';
import { toCents } from '../money';
import { insertGiftCard, issueCode, LOYALTY_CARD_TYPE } from './gift-cards';
import { claimPersonGrant } from './ledger-repository';
import { PERSON_GRANTS, personHash } from './membership';

/** Inside the registration's transaction; answers the voucher's code, or null when the person had one before. */
export async function issueWelcomeVoucher(trx: DbExecutor, userId: string, email: string, at: string): Promise<string | null> {
  if (!(await claimPersonGrant(trx, PERSON_GRANTS.welcomeVoucher, personHash(email), at))) return null;
  const code = issueCode(WELCOME_VOUCHER.codePrefix);
  const cents = toCents(WELCOME_VOUCHER.amount);
  await insertGiftCard(trx, {
    code,
    user_id: userId,
    kind: 'email',
    type: LOYALTY_CARD_TYPE,
    total_cents: cents,
    remaining_cents: cents,
    minimum_goods_cents: toCents(WELCOME_VOUCHER.minimumGoodsValue),
    from_date: at,
    valid_until: null,
    created_at: at,
    updated_at: at,
  });
  return code;
}
