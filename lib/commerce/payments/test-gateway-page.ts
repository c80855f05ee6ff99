/**
 * The test gateway's own page, as a provider's would be (3-D Secure challenge, PayPal approval,
 * Amazon Pay sign-in, an iDEAL bank's approval): plain HTML with a confirm and a cancel button, marked as test mode, in the
 * order's store language; the answer sends the shopper back to the shop as the provider would.
 */
import { PAYMENT_RETURN_ROUTES, PAYMENT_STATUS } from '@/lib/config/payments';
import { getStore, isStoreCode, type Store } from '@/lib/config/stores';
import { formatPrice } from '@/lib/i18n/format-price';
import { escapeHtml } from '@/lib/cms/markup-tree';
import { storePath } from '@/lib/routing';
import { translate, type MessageKey } from '@/lib/http/messages';
import { fromCents } from '../money';
import type { PayableOrder } from './payments';

/** What the provider's page asks for each redirect method (iDEAL: the test bank's approval). */
const REDIRECT_QUESTIONS: Partial<Record<string, MessageKey>> = { amazonpay: 'testGatewayAmazonpay', paypal: 'testGatewayPaypal', ideal: 'testGatewayIdeal' };

function storeOf(payable: PayableOrder): Store {
  if (!isStoreCode(payable.order.store_code)) throw new Error(`order ${payable.order.id} has an unknown store`);
  return getStore(payable.order.store_code);
}

export function testGatewayPage(payable: PayableOrder): string {
  const store = storeOf(payable);
  const locale = store.i18n.defaultLocale;
  const t = (key: MessageKey, params?: Record<string, string>) => escapeHtml(translate(locale, key, params));
  const amount = formatPrice(fromCents(payable.order.grand_total_cents), store.i18n);
  const challenged = payable.payment?.status === PAYMENT_STATUS.actionRequired;
  const question: MessageKey = challenged ? 'testGatewayChallenge' : (REDIRECT_QUESTIONS[payable.order.payment_method] ?? 'testGatewayPaypal');
  const reference = escapeHtml(payable.payment?.reference ?? '');
  return `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t('testGatewayTitle')}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}.test{background:#fff3cd;border:2px dashed #b58900;padding:.5rem 1rem;font-weight:bold}button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem}</style>
</head><body>
<p class="test" role="note">${t('testGatewayNotice')}</p>
<h1>${t('testGatewayTitle')}</h1>
<p>${t(question, { amount })}</p>
<form method="post">
<input type="hidden" name="reference" value="${reference}">
<button type="submit" name="action" value="approve">${t('testGatewayApprove')}</button>
<button type="submit" name="action" value="cancel">${t('testGatewayCancel')}</button>
</form>
</body></html>`;
}

/** Where the shopper goes back to after answering the page. */
export function testGatewayReturnUrl(payable: PayableOrder, approved: boolean, origin: string): string {
  const store = storeOf(payable);
  const awaitingReview = approved && payable.order.payment_method === 'amazonpay' && payable.payment?.status === PAYMENT_STATUS.actionRequired;
  if (!awaitingReview) return new URL(storePath(store, PAYMENT_RETURN_ROUTES.checkout), origin).toString();
  const url = new URL(storePath(store, PAYMENT_RETURN_ROUTES.amazonPayReview), origin);
  // Amazon Pay names its checkout session in the return URL; the session id is its reference, not a credential of the shopper's account.
  url.searchParams.set('amazonCheckoutSessionId', payable.payment?.reference ?? '');
  return url.toString();
}
