/**
 * The calls of the service account pages (issue 18): coffee corner, order-again list, recently
 * viewed. Each answers what the page shows; the order-again list adds lines through the reorder
 * call and takes the cart it answers, as "Reorder" does.
 */
import { messageKey, type Task, type UserMessage } from '@/lib/api';
import { cartTokenSchema } from '@/lib/contract/cart-answers';
import { coffeeCornerSchema, orderAgainListSchema, type CoffeeCorner, type CoffeeCornerPreferences, type OrderAgainList } from '@/lib/contract/service';
import { orderIdInputSchema, reorderItemInputSchema } from '@/lib/contract/order';
import { tokenReceived } from '../cart/cart-slice';
import type { AppDispatch, StoreExtra } from '../listener-types';
import type { RootState } from '../root-reducer';
import { send } from '../session/auth-actions';

type Thunk<T> = (dispatch: AppDispatch, getState: () => RootState, extra: StoreExtra) => Promise<T>;
type Outcome<T> = { ok: true; value: T } | { ok: false; error: UserMessage };

const SOMETHING_WENT_WRONG = messageKey('auth.somethingWentWrong');

function read<T>(task: Task, parse: (result: unknown) => T | null): Thunk<Outcome<T>> {
  return async (_dispatch, _getState, extra) => {
    const sent = await send(extra, task);
    if (!sent.ok) return sent;
    const value = parse(sent.answer.result);
    return value === null ? { ok: false, error: SOMETHING_WENT_WRONG } : { ok: true, value };
  };
}

const parsed = <T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }) => (result: unknown) => {
  const outcome = schema.safeParse(result);
  return outcome.success ? outcome.data : null;
};

export function loadCoffeeCorner(): Thunk<Outcome<CoffeeCorner>> {
  return read({ path: '/api/user/coffee-corner', method: 'GET', silent: true }, parsed(coffeeCornerSchema));
}

export function saveCoffeeCorner(preferences: CoffeeCornerPreferences, birthDate: string | undefined): Thunk<Outcome<CoffeeCorner>> {
  return read({ path: '/api/user/coffee-corner', method: 'POST', body: { preferences, birthDate, acknowledged: true }, silent: true }, parsed(coffeeCornerSchema));
}

export function loadOrderAgainList(page: number): Thunk<Outcome<OrderAgainList>> {
  return read({ path: '/api/user/order-again', method: 'GET', query: { page: String(page) }, silent: true }, parsed(orderAgainListSchema));
}

/** Adds the lines (one product each, from the order it was last ordered in) to the cart. */
export function reorderLines(lines: { orderId: string; sku: string }[]): Thunk<Outcome<number>> {
  return async (dispatch, _getState, extra) => {
    let token: string | null = null;
    for (const { orderId, sku } of lines) {
      const sent = await send(extra, { path: '/api/order/reorder-item', method: 'POST', body: reorderItemInputSchema.parse({ id: orderIdInputSchema.parse({ id: orderId }).id, sku }), silent: true });
      if (!sent.ok) return sent;
      const answered = cartTokenSchema.safeParse(sent.answer.result);
      if (answered.success) token = answered.data;
    }
    if (token === null) return { ok: false, error: SOMETHING_WENT_WRONG };
    dispatch(tokenReceived(token));
    await extra.persistNow();
    return { ok: true, value: lines.length };
  };
}

export function syncRecentlyViewed(skus: string[]): Thunk<Outcome<string[]>> {
  return read({ path: '/api/user/recently-viewed', method: 'POST', body: { skus }, silent: true }, (result) => (Array.isArray(result) ? result.map(String) : null));
}
