/**
 * The cart's server side (spec 01 §4 "Cart connection", "Cart actions"): connecting (a 401
 * bypasses to a guest cart while under the maximum, then sync is off), syncing and handling the
 * server cart, adding one line at a time with the success texts, changing a quantity, removing
 * with undo, coupons, gift cards, the shipping country, re-authorising after login (with the
 * lines re-priced for the customer's group), and telling other tabs about each change.
 */
import { isAnyOf } from '@reduxjs/toolkit';
import { ApiError, applyCouponTask, serverMessage, cartCreateTask, type CartCreateOptions, type TaskResult, cartDeleteTask, cartPullTask, cartTotalsTask, cartUpdateTask, deleteCouponTask, deleteGiftCardTask, messageKey, setShippingInfoTask, type Task } from '@/lib/api';
import { cartCreatedMetaSchema, cartTokenSchema, cartTotalsSchema, serverCartSchema, type CartTotals, type ServerCart } from '@/lib/contract/cart-answers';
import { findCartItem, quantityChange, type QuantityChange } from '@/lib/catalog/cart-items';
import type { CartItem } from '@/lib/catalog/types';
import { CLIENT_ROUTES } from '@/lib/config/client';
import { appStarted, cartChangedInAnotherTab, tabBecameVisible } from '../app-events';
import type { AppListenerApi, AppStartListening } from '../listener-types';
import { okAction } from '../notifications/notification';
import { actionTaken, notificationAdded } from '../notifications/notifications-slice';
import {
  addRequested,
  cleared,
  connectRequested,
  couponApplyRequested,
  couponRefused,
  couponRemoveRequested,
  giftCardRemoveRequested,
  guestBypassCounted,
  itemRemoved,
  loadedFromStorage,
  loadingFinished,
  loadingStarted,
  linePricesRefreshed,
  quantityChangeRequested,
  removalUndone,
  removeRequested,
  serverCartReceived,
  shippingCountryChanged,
  syncDisabledReported,
  syncRequested,
  tokenReceived,
} from './cart-slice';
import { cartQuantityChanged } from './cart-state';
import { settlePendingAdd } from './pending-adds';
import { takeEarlyAdd } from './early-add-answers';
import { selectCartToken } from './cart-token-slice';
import { leavePage } from '../leave-page';

/** What the cart's work needs of the store: listeners and the login thunk both provide it. */
export type CartApi = Pick<AppListenerApi, 'getState' | 'dispatch' | 'extra'>;


interface Connection {
  connected: boolean;
  /** The create call's last answer; null once the guest bypass is spent. */
  answer: TaskResult | null;
}

/**
 * Asks for a cart token, a customer's naming the guest cart to merge; a 401 bypasses to a guest
 * cart while under the maximum (spec 01 §4). With `firstItem` the same request adds that line;
 * `sent` is that request already on its way (`early-add.ts`, `early-add-answers.ts`).
 */
async function connect(api: CartApi, options: CartCreateOptions = {}, sent?: Promise<Response>): Promise<Connection> {
  const answer = await api.extra.executor.execute(cartCreateTask({ silent: true, ...options }), sent);
  const token = answer.code === 200 ? cartTokenSchema.safeParse(answer.result) : null;
  if (token?.success) {
    api.dispatch(tokenReceived(token.data));
    return { connected: true, answer };
  }
  if (answer.code !== 401) return { connected: false, answer };
  if (api.getState().cart.connectBypassCount < api.extra.switches.cartBypassMax) {
    api.dispatch(guestBypassCounted());
    return connect(api, { ...options, guest: true });
  }
  api.dispatch(syncDisabledReported());
  return { connected: false, answer: null };
}

async function ensureCart(api: CartApi): Promise<boolean> {
  return selectCartToken(api.getState()) !== null || (await connect(api)).connected;
}

/**
 * Sends one line of an add. Without a cart, the create call carries it: on a slow phone the first
 * add is one round trip, not two. A token answered without the line (a replica of the previous
 * release ignores the body) has the line sent by update. Null when no cart can be had. `early` is
 * the form's create call for this line, sent before the runtime ran: it is that call only for a
 * guest without a cart, so it is taken only then (ADR 0068).
 */
async function sendLine(api: CartApi, line: CartItem, silent: boolean, early?: Promise<Response>): Promise<TaskResult | null> {
  if (selectCartToken(api.getState()) === null) {
    const sent = api.getState().session.token === null ? early : undefined;
    const { connected, answer } = await connect(api, { firstItem: line, silent }, sent);
    // Not connected: the line's refusal (the server made no cart), or the bypass is spent.
    if (!connected) return answer;
    if (cartCreatedMetaSchema.safeParse(answer?.meta).success) return answer;
  }
  return api.extra.executor.execute(cartUpdateTask(withQuote(api, line), { silent }));
}

/** The server's lines keep what the page knew about each product (name, image, options). */
function withLocalDetails(serverItems: CartItem[], localItems: CartItem[]): CartItem[] {
  return serverItems.map((serverItem) => ({ ...findCartItem(localItems, serverItem), ...serverItem }));
}

/** Totals that cannot be read leave the lines to be shown without them. */
async function fetchTotals(api: CartApi): Promise<CartTotals | null> {
  const answer = await api.extra.executor.execute(cartTotalsTask()).catch((error: unknown) => {
    if (error instanceof ApiError) return null;
    throw error;
  });
  if (answer === null) return null;
  const totals = answer.code === 200 ? cartTotalsSchema.safeParse(answer.result) : null;
  return totals?.success ? totals.data : null;
}

/** Result handling (spec 01 §4): converted → order success; forced refresh → fresh cart; else replace. */
async function handleServerCart(api: CartApi, cart: ServerCart, sentLines: CartItem[]): Promise<void> {
  if (cart.quote.forceRefresh) {
    api.dispatch(cleared());
    if (cart.quote.converted) api.extra.navigate(`${api.extra.storeView.pathPrefix}${CLIENT_ROUTES.orderSuccess}`);
    else await connect(api);
    return;
  }
  const totals = cart.totals ?? (await fetchTotals(api));
  const known = [...api.getState().cart.items, ...sentLines];
  api.dispatch(serverCartReceived({ items: withLocalDetails(cart.items, known), totals }));
}

/**
 * Pulls the server cart; a 401 (stale token) gets a new cart once, never in a loop. Lines just
 * sent lend their product details to the server's answer.
 */
async function sync(api: CartApi, reconnectOnUnauthorized = true, sentLines: CartItem[] = []): Promise<void> {
  if (selectCartToken(api.getState()) === null || api.getState().cart.syncDisabled) return;
  const answer = await api.extra.executor.execute(cartPullTask());
  if (answer.code === 401 && reconnectOnUnauthorized) {
    await reconnect(api);
    return;
  }
  const cart = answer.code === 200 ? serverCartSchema.safeParse(answer.result) : null;
  if (cart?.success) await handleServerCart(api, cart.data, sentLines);
}

/** A line without its server line id, matched by sku and options (ids differ from cart to cart). */
function withoutLineId({ item_id: _line, ...item }: CartItem): CartItem {
  return item;
}

/**
 * A new cart token for the current user token (spec 01 §4 re-authorisation): the server merges
 * the cart we held (named as `cartId`) into the customer's cart with quantities added up; lines
 * it did not take over (that cart was gone) are re-added silently, the coupon is re-applied.
 * A guest whose token went stale gets a new cart the same way.
 */
async function reconnect(api: CartApi): Promise<void> {
  const { items, couponCode } = api.getState().cart;
  if (!(await connect(api, { mergeCartId: selectCartToken(api.getState()) })).connected) return;
  const pull = await api.extra.executor.execute(cartPullTask());
  const server = pull.code === 200 ? serverCartSchema.safeParse(pull.result) : null;
  const serverItems = (server?.success ? server.data.items : []).map(withoutLineId);
  for (const line of items.map(withoutLineId)) {
    if (findCartItem(serverItems, line) === undefined) {
      await api.extra.executor.execute(cartUpdateTask(withQuote(api, line), { silent: true }));
    }
  }
  if (couponCode !== null) await api.extra.executor.execute(applyCouponTask(couponCode, { silent: true }));
  await sync(api, false);
}

/**
 * Unit prices of the lines for the caller's customer group (spec 01 §4 "Price tiers and tax groups
 * re-run when the user logs in or out"): the server prices them with the catalogue's rules; a
 * failed call leaves the prices as they were.
 */
async function refreshLinePrices(api: CartApi): Promise<void> {
  const skus = [...new Set(api.getState().cart.items.map((item) => item.sku))];
  if (skus.length === 0) return;
  const list = await api.extra.renderList.prices(skus);
  if (list === null) return;
  const prices = Object.fromEntries(
    list.items.flatMap((item) => (typeof item.sku === 'string' ? [[item.sku, item.price_info.final_price] as const] : [])),
  );
  api.dispatch(linePricesRefreshed(prices));
}

/** After login: the cart re-authorised for the new token, its lines re-priced for the customer's group. */
export async function reauthorizeCart(api: CartApi): Promise<void> {
  await unlessRejected(async () => {
    await reconnect(api);
    await refreshLinePrices(api);
  });
}

function withQuote(api: CartApi, item: CartItem): CartItem {
  return { ...item, quoteId: selectCartToken(api.getState()) ?? undefined };
}

/** A rejected call has told the shopper already (executor notices); the cart stays as it was. */
async function unlessRejected(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

/** Runs a cart call with the loading flag on, then syncs; the flag goes off at the end (spec 01 §4). */
async function withLoading(api: CartApi, work: () => Promise<CartItem[] | void>): Promise<void> {
  api.dispatch(loadingStarted());
  try {
    await unlessRejected(async () => {
      const sentLines = await work();
      await sync(api, true, sentLines ?? []);
    });
  } finally {
    api.dispatch(loadingFinished());
  }
}

async function runThenSync(api: CartApi, task: () => Task): Promise<void> {
  await withLoading(api, async () => {
    if (await ensureCart(api)) await api.extra.executor.execute(task());
  });
}

function addedNotification(api: CartApi, updated: boolean) {
  const proceed = !api.extra.switches.externalCheckout;
  return notificationAdded({
    type: 'success',
    message: messageKey(updated ? 'cart.productQuantityUpdated' : 'cart.productAdded'),
    action1: okAction,
    ...(proceed ? { action2: { label: messageKey('cart.proceedToCheckout'), action: 'goToCheckout' as const } } : {}),
  });
}

/**
 * A first add the page confirmed before the runtime ran (ADR 0075): the server's cart holds the line
 * and its token was stored before the stored state was read, so nothing is sent again and the toast
 * is not shown twice; the token is taken when the read missed it, and the pull brings the lines.
 */
async function adoptEarlyAdd(api: CartApi, token: string, line: CartItem): Promise<void> {
  await withLoading(api, async () => {
    if (selectCartToken(api.getState()) === null) api.dispatch(tokenReceived(token));
    const change = quantityChange(undefined, line.qty);
    if (change !== null) api.dispatch(cartQuantityChanged({ item: line, change }));
    return [line];
  });
}

async function addItems(api: CartApi, items: CartItem[], force: boolean, silent: boolean, pendingId?: string): Promise<void> {
  // Taken whether used or not, so an answer nobody takes is not kept for the page's life.
  const taken = takeEarlyAdd(pendingId);
  if (taken?.token != null) return adoptEarlyAdd(api, taken.token, items[0]);
  const early = taken?.answer;
  await withLoading(api, async () => {
    const sent: CartItem[] = [];
    // Lines go one at a time, so each sees the line the previous one created (spec 01 §4).
    for (const item of items) {
      const existing = findCartItem(api.getState().cart.items, item);
      const held = selectCartToken(api.getState()) !== null;
      if (force && existing && held) await api.extra.executor.execute(cartDeleteTask(withQuote(api, existing)));
      const merges = existing !== undefined && !force;
      const line = merges ? { ...item, item_id: existing.item_id, qty: existing.qty + item.qty } : item;
      // The early call carried the form's line as it was: only that line, unmerged, may take its answer.
      const answer = await sendLine(api, line, silent, line === items[0] && !force ? early : undefined);
      if (answer === null) break;
      if (answer.code !== 200) continue;
      sent.push(line);
      const change = quantityChange(force ? undefined : existing, line.qty);
      if (change !== null) api.dispatch(cartQuantityChanged({ item: line, change }));
      // Confirmed once the browser holds the cart: a page opened right after it (the toast's
      // "Zur Kasse", the cart link) reads the new cart's token, not a cart that never was.
      if (!silent) {
        await api.extra.persistNow();
        api.dispatch(addedNotification(api, merges));
      }
    }
    return sent;
  });
}

export function registerCartListeners(startListening: AppStartListening): void {
  startListening({ actionCreator: connectRequested, effect: (_a, api) => withLoading(api, async () => void (await connect(api))) });
  startListening({ matcher: isAnyOf(syncRequested, appStarted, tabBecameVisible), effect: (_a, api) => unlessRejected(() => sync(api)) });

  startListening({
    actionCreator: addRequested,
    // The badge counted the add from the tap on; it settles once the server's cart holds it, or it was refused.
    effect: ({ payload }, api) => addItems(api, payload.items, payload.force ?? false, payload.silent ?? false, payload.pendingId).finally(() => settlePendingAdd(payload.pendingId)),
  });
  startListening({
    actionCreator: quantityChangeRequested,
    effect: async ({ payload: { item, qty } }, api) => {
      await withLoading(api, async () => {
        if (!(await ensureCart(api))) return;
        const answer = await api.extra.executor.execute(cartUpdateTask(withQuote(api, { ...item, qty })));
        const change = quantityChange(item, qty);
        if (answer.code === 200 && change !== null) api.dispatch(cartQuantityChanged({ item: { ...item, qty }, change }));
      });
    },
  });
  startListening({
    actionCreator: removeRequested,
    effect: async ({ payload: { item } }, api) => {
      await withLoading(api, async () => {
        if (!(await ensureCart(api))) return;
        const answer = await api.extra.executor.execute(cartDeleteTask(withQuote(api, item)));
        if (answer.code !== 200) return;
        api.dispatch(itemRemoved(item));
        api.dispatch(cartQuantityChanged({ item, change: { kind: 'remove', qty: item.qty } }));
        api.dispatch(
          notificationAdded({
            type: 'success',
            message: messageKey('cart.productRemoved'),
            action1: { label: messageKey('cart.undo'), action: 'undoCartRemoval' },
          }),
        );
      });
    },
  });
  startListening({
    actionCreator: actionTaken,
    effect: async ({ payload }, api) => {
      if (payload.action === 'goToCheckout') {
        await api.dispatch(leavePage(`${api.extra.storeView.pathPrefix}${CLIENT_ROUTES.checkout}`));
        return;
      }
      const removed = api.getState().cart.lastRemovedItem;
      if (payload.action !== 'undoCartRemoval' || removed === null) return;
      api.dispatch(removalUndone());
      const { item_id: _gone, ...line } = removed;
      await addItems(api, [line], false, true);
    },
  });
  // A refused code is told at the voucher field, not as a toast, and cleared by the next try (issue 35).
  startListening({
    actionCreator: couponApplyRequested,
    effect: ({ payload }, api) =>
      withLoading(api, async () => {
        if (!(await ensureCart(api))) return;
        api.dispatch(couponRefused(null));
        const answer = await api.extra.executor.execute(applyCouponTask(payload, { silent: true }));
        if (answer.code !== 200) api.dispatch(couponRefused(serverMessage(answer) ?? ''));
      }),
  });
  startListening({ actionCreator: couponRemoveRequested, effect: (_a, api) => runThenSync(api, deleteCouponTask) });
  startListening({ actionCreator: giftCardRemoveRequested, effect: ({ payload }, api) => runThenSync(api, () => deleteGiftCardTask(payload)) });
  startListening({
    actionCreator: shippingCountryChanged,
    effect: ({ payload }, api) =>
      runThenSync(api, () => setShippingInfoTask({ addressInformation: { shippingAddress: { countryId: payload } } })),
  });

  // Other tabs hear of every change once it is stored; a change there reloads ours (spec 01 §4).
  startListening({
    matcher: isAnyOf(serverCartReceived, cleared, tokenReceived, shippingCountryChanged, linePricesRefreshed),
    effect: (_a, api) => api.extra.announceCartChange(),
  });
  startListening({
    actionCreator: cartChangedInAnotherTab,
    effect: async (_a, api) => {
      const stored = await api.extra.readStoredCart();
      if (stored !== null) api.dispatch(loadedFromStorage(stored));
    },
  });
}
