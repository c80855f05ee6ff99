/**
 * The Coffee Club's calls (spec 02 §7 "Loyalty", relative to the configured loyalty base): the
 * club's pages show every outcome themselves, so the calls are silent; bodies are checked with
 * the server's own schemas.
 */
import { LOYALTY_API_BASE } from '@/lib/config/loyalty';
import { buyVoucherRequestSchema, subscribeRequestSchema, type SubscribeRequest } from '@/lib/contract/loyalty';
import type { Task } from '../task';

const at = (call: string) => `${LOYALTY_API_BASE}/${call}`;

export function pointsMapTask(): Task {
  return { path: at('point_map'), method: 'GET', anonymous: true, silent: true };
}

export function userPointsTask(): Task {
  return { path: at('points'), method: 'GET', silent: true };
}

export function loyaltyTransactionsTask(): Task {
  return { path: at('transactions'), method: 'GET', silent: true };
}

export function loyaltySubscribeTask(consent: SubscribeRequest): Task {
  return { path: at('subscribe'), method: 'PUT', body: subscribeRequestSchema.parse(consent), silent: true };
}

export function loyaltyUnsubscribeTask(mailsOnly: boolean): Task {
  return { path: at(mailsOnly ? 'unsubscribe_mails' : 'unsubscribe'), method: 'PUT', body: {}, silent: true };
}

export function buyVoucherTask(points: number): Task {
  return { path: at('buy_voucher'), method: 'POST', body: buyVoucherRequestSchema.parse({ points }), silent: true };
}

export function membershipProductTask(): Task {
  return { path: at('getMembershipProduct'), method: 'GET', anonymous: true, silent: true };
}

export function referralCodesTask(create: boolean): Task {
  return create ? { path: at('referral'), method: 'POST', body: {}, silent: true } : { path: at('referral'), method: 'GET', silent: true };
}

/** totalCartPoints (spec 02 §7): the beans the cart would earn; the cart page shows nothing when it fails (defaults to 0). */
export function cartPointsTask(quoteId: string): Task {
  return { path: at('totalCartPoints'), method: 'GET', query: { quote_id: quoteId }, silent: true };
}
