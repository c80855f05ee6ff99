/**
 * A new shopper's first add goes to the server as the form hands it over, not once the client
 * runtime has started (issue 35, ADR 0068). On a mid phone the runtime's start after the page's
 * hydration (its chunks' evaluation, mostly zod's, then the cart's stored state) takes longer than
 * the create call's round trip, and the add used to wait for both, one after the other: now the
 * round trip runs beside the start.
 *
 * Only the request leaves early. Its answer is handed to the runtime's executor as the answer of the
 * very create call the cart's listener would send (`execute(task, sent)`), so the token, the stored
 * cart (written before the confirmation, ADR 0049/0052), the refusal's message and the guest bypass
 * all go the one way they always go. The listener takes it only when the call it would send is that
 * call: no cart token and no user token came back from the stored state. Otherwise (a browser that
 * lost the runtime's marker cookie but kept its stored cart) the early call's cart is left unused
 * on the server, and the line goes to the shopper's own cart as before: never twice into one cart.
 *
 * When the answer is back before the runtime reads its stored state, the add is confirmed from it
 * (ADR 0075): its cart token is written where the runtime reads it, then the toast is drawn and the
 * button is no longer busy, without waiting for the runtime's start; the runtime adopts the add.
 *
 * Nothing here loads the runtime, Redux Toolkit or zod: it runs in the add-to-cart form's module.
 */
import { buildRequest } from '@/lib/api/request';
import type { Task } from '@/lib/api/task';
import { USER_TOKEN_IN_QUERY } from '@/lib/config/auth';
import { EXTERNAL_CHECKOUT } from '@/lib/config/checkout-ui';
import { hasExternalCheckout } from '@/lib/checkout/external-checkout';
import type { CartItem } from '@/lib/catalog/types';
import { hasClientState, markClientState } from '../client-state-marker';
import { isClientRuntimeReady, pageStoreView } from '../page-store';
import { dismissEarlyNotification, showEarlyAddedNotification } from '../notifications/early-notification';
import { clearEarlyAnswers, keepEarlyAnswer, keepEarlyConfirmation, writeBeforeRuntime } from './early-add-answers';
import { earlyCartTokenWriter, type EarlyCartWriter } from './early-cart-write';
import { confirmPendingAdd } from './pending-adds';

/** The create call's path; the endpoint's task (`cartCreateTask`) names the same one. */
const CART_CREATE_PATH = '/api/cart/create';

let used = false;

/**
 * Sends the page's first add as a new cart's first line, when the shopper is new (no client state
 * from an earlier visit: the runtime's marker cookie), online, and the runtime is not running yet
 * (once it runs, its listener sends the add at once). Once per page: a second add waits for the
 * cart the first one makes, as it always did.
 */
export function sendFirstAddEarly(
  pendingId: string,
  line: CartItem,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  openWriter: () => EarlyCartWriter = earlyCartTokenWriter,
): boolean {
  const view = pageStoreView();
  if (used || view === null || isClientRuntimeReady() || hasClientState() || !navigator.onLine) return false;
  used = true;
  const task: Task = { path: CART_CREATE_PATH, method: 'POST', body: { cartItem: line } };
  const context = { cartId: null, userToken: null, shippingCountry: view.defaultCountry, storeCode: view.appendStoreCode ? view.code : null };
  const { url, init } = buildRequest(task, context, window.location.origin, USER_TOKEN_IN_QUERY);
  // A failed call is sent again by the executor when the listener takes it; until then it is
  // nobody's failure. A fetch that throws at once leaves the add to the listener alone.
  const answer = Promise.resolve().then(() => fetchImpl(url, init));
  answer.catch(() => undefined);
  keepEarlyAnswer(pendingId, answer);
  const writer = openWriter();
  keepEarlyConfirmation(
    confirmEarly(pendingId, answer, view.code, writer)
      .catch(() => undefined)
      .finally(() => writer.close()),
  );
  return true;
}

/**
 * The token of a create that made the cart with the line (`{ code: 200, result: token, meta: { cartItem } }`);
 * null for anything else (a refusal, a replica that ignored the line), which the listener handles.
 */
function createdCartToken(body: unknown): string | null {
  const { code, result, meta } = (body ?? {}) as { code?: unknown; result?: unknown; meta?: { cartItem?: unknown } };
  if (code !== 200 || typeof meta?.cartItem !== 'object' || meta.cartItem === null) return null;
  if (typeof result === 'number') return String(result);
  return typeof result === 'string' && result !== '' ? result : null;
}

/** The early answer confirmed before the runtime reads its stored state: token stored, marker set, toast drawn. */
async function confirmEarly(pendingId: string, answer: Promise<Response>, storeCode: string, writer: EarlyCartWriter): Promise<void> {
  const response = await answer;
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('application/json')) return;
  // A copy: when nothing is written here, the listener reads the answer itself.
  const token = createdCartToken(await response.clone().json());
  if (token === null) return;
  if ((await writeBeforeRuntime(pendingId, () => writer.write(token))) !== token) return;
  // The browser holds a cart now: later pages restore it (and send no early add of their own).
  markClientState();
  confirmPendingAdd(pendingId);
  showEarlyAddedNotification(!hasExternalCheckout(EXTERNAL_CHECKOUT, storeCode));
}

/** Tests start each page afresh. */
export function resetEarlyAdds(): void {
  clearEarlyAnswers();
  dismissEarlyNotification();
  used = false;
}
