/**
 * The Coffee Club pages' calls (spec 02 §4, §7): read the beans, the history, the points map, the
 * membership product and referral codes; join, leave, stop the club's mails, redeem, create a code.
 * Nothing personal is kept in the page's state: each call answers what its screen shows. A
 * successful join emits the sign-up tracking event (spec 02 §4).
 */
import {
  buyVoucherTask,
  cartPointsTask,
  loyaltySubscribeTask,
  loyaltyTransactionsTask,
  loyaltyUnsubscribeTask,
  membershipProductTask,
  messageKey,
  pointsMapTask,
  referralCodesTask,
  userPointsTask,
  type Task,
  type UserMessage,
} from '@/lib/api';
import { giftCardSchema, type GiftCard } from '@/lib/contract/gift-card';
import {
  loyaltyTransactionListSchema,
  membershipProductSchema,
  pointsMapSchema,
  referralListSchema,
  userPointsSchema,
  type LoyaltyTransaction,
  type MembershipProduct,
  type PointsMapEntry,
  type ReferralList,
  type SubscribeRequest,
  type UserPoints,
} from '@/lib/contract/loyalty';
import { z } from 'zod';
import { trackEvent } from '@/lib/tracking';
import { signUpEvent } from '@/lib/tracking/events';
import type { AppDispatch, StoreExtra } from '../listener-types';
import type { RootState } from '../root-reducer';
import { send } from '../session/auth-actions';

type Thunk<T> = (dispatch: AppDispatch, getState: () => RootState, extra: StoreExtra) => Promise<T>;
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: UserMessage; code?: number };

const SOMETHING_WENT_WRONG = messageKey('auth.somethingWentWrong');

function call<S extends z.ZodType>(task: Task, schema: S): Thunk<Outcome<z.output<S>>> {
  return async (_dispatch, _getState, extra) => {
    const sent = await send(extra, task);
    if (!sent.ok) return sent;
    const parsed = schema.safeParse(sent.answer.result);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: SOMETHING_WENT_WRONG };
  };
}

export const loadUserPoints = (): Thunk<Outcome<UserPoints>> => call(userPointsTask(), userPointsSchema);
export const loadLoyaltyTransactions = (): Thunk<Outcome<LoyaltyTransaction[]>> => call(loyaltyTransactionsTask(), loyaltyTransactionListSchema);
export const loadPointsMap = (): Thunk<Outcome<PointsMapEntry[]>> => call(pointsMapTask(), pointsMapSchema);
export const loadMembershipProduct = (): Thunk<Outcome<MembershipProduct>> => call(membershipProductTask(), membershipProductSchema);
export const leaveCoffeeClub = (mailsOnly: boolean): Thunk<Outcome<UserPoints>> => call(loyaltyUnsubscribeTask(mailsOnly), userPointsSchema);
export const redeemBeans = (points: number): Thunk<Outcome<GiftCard>> => call(buyVoucherTask(points), giftCardSchema);
export const loadReferralCodes = (): Thunk<Outcome<ReferralList>> => call(referralCodesTask(false), referralListSchema);
/** The beans the cart would earn (totalCartPoints), 0 when the call fails (spec 02 §7 "defaults to 0"). */
export function loadCartPoints(quoteId: string): Thunk<number> {
  return async (dispatch, getState, extra) => {
    const outcome = await call(cartPointsTask(quoteId), z.number().int().nonnegative())(dispatch, getState, extra);
    return outcome.ok ? outcome.value : 0;
  };
}
export const createReferralCode = (): Thunk<Outcome<ReferralList>> => call(referralCodesTask(true), referralListSchema);

export function joinCoffeeClub(consent: SubscribeRequest): Thunk<Outcome<UserPoints>> {
  return async (dispatch, getState, extra) => {
    const outcome = await call(loyaltySubscribeTask(consent), userPointsSchema)(dispatch, getState, extra);
    if (outcome.ok) trackEvent(signUpEvent('coffeeclub'));
    return outcome;
  };
}
