/**
 * The vouchers-and-discounts page's call (spec 02 §2 "vouchers and discounts (active and inactive
 * codes)", §7): the customer's codes, only those of type loyalty kept. When the list cannot be read
 * the console says "Error fetching gift cards" and the page shows its own text.
 */
import { giftCardListTask } from '@/lib/api';
import { giftCardListSchema, type GiftCard, type GiftCardList } from '@/lib/contract/gift-card';
import { GIFT_CARDS_FETCH_ERROR, LISTED_GIFT_CARD_TYPE } from '@/lib/config/vouchers';
import type { AppDispatch, StoreExtra } from '../listener-types';
import type { RootState } from '../root-reducer';
import { send } from '../session/auth-actions';

export type VouchersLoad = { ok: true; vouchers: GiftCardList } | { ok: false };

const listed = (codes: GiftCard[]) => codes.filter((code) => code.giftcard_data.type === LISTED_GIFT_CARD_TYPE);

export function loadVouchers() {
  return async (_dispatch: AppDispatch, _getState: () => RootState, extra: StoreExtra): Promise<VouchersLoad> => {
    const sent = await send(extra, giftCardListTask());
    const list = sent.ok ? giftCardListSchema.safeParse(sent.answer.result) : null;
    if (!list?.success) {
      console.error(GIFT_CARDS_FETCH_ERROR);
      return { ok: false };
    }
    return { ok: true, vouchers: { active: listed(list.data.active), inactive: listed(list.data.inactive) } };
  };
}
