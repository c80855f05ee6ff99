/**
 * Local fakes of Braintree/PayPal and Amazon Pay for the e2e run (playwright.config.ts starts this
 * before the second shop server, which has both real adapters configured against it). No provider
 * is reachable from here, so this one process plays each provider's two sides:
 * - its server API, as our SDK-driven adapters call it (Braintree's gateway over HTTP on PORT,
 *   Amazon Pay API v2 over HTTPS on AMAZON_PORT with a throw-away self-signed certificate), in the
 *   shapes the providers' API references document;
 * - its browser scripts and pages, as the shopper's browser meets them (braintree-web's client and
 *   PayPal Checkout, PayPal's SDK and approval popup; Amazon Pay's checkout.js, sign-in and
 *   confirmation pages), doing the same round trips with the same names, only smaller.
 * GET /__fake/log answers what the adapters sent (for the e2e assertions).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FAKE_PROVIDER_PORT, FAKE_AMAZON_API_PORT, FAKE_MERCHANT_ID } from './provider-fakes-config';

const ORIGIN = `http://127.0.0.1:${FAKE_PROVIDER_PORT}`;
const CLIENT_API = `${ORIGIN}/merchants/${FAKE_MERCHANT_ID}/client_api`;

interface LogEntry {
  method: string;
  path: string;
  body: string;
}
const log: LogEntry[] = [];
/** PayPal orders the browser opened: token → state, and the nonce it was tokenised into. */
const paypalOrders = new Map<string, { amount: string; currency: string; state: 'created' | 'approved' | 'canceled'; payerId?: string }>();
const nonces = new Map<string, { used: boolean; email: string }>();
/** Amazon checkout sessions our server created. */
const amazonSessions = new Map<string, { reviewUrl: string; resultUrl?: string; amount?: { amount: string; currencyCode: string }; signedIn: boolean; confirmed: boolean; completed: boolean }>();

function read(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function send(res: http.ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'cache-control': 'no-store' });
  res.end(body);
}
const json = (res: http.ServerResponse, status: number, body: unknown) => send(res, status, 'application/json', JSON.stringify(body));
const xml = (res: http.ServerResponse, status: number, body: string) => send(res, status, 'application/xml; charset=utf-8', `<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
const js = (res: http.ServerResponse, body: string) => send(res, 200, 'text/javascript', body);
const html = (res: http.ServerResponse, title: string, body: string) => send(res, 200, 'text/html; charset=utf-8', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`);
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** braintree-web's client: the client token (base64 JSON) names the client API and the authorization fingerprint. */
const BRAINTREE_CLIENT_JS = `
window.braintree = window.braintree || {};
window.braintree.client = { create: async function (options) {
  var config = JSON.parse(atob(options.authorization));
  if (!config.authorizationFingerprint) throw new Error('invalid client token');
  return { config: config };
} };`;

/** braintree-web's PayPal Checkout component: loads PayPal's SDK, opens the payment resource, tokenises the approval into a nonce. */
const PAYPAL_CHECKOUT_JS = `
window.braintree.paypalCheckout = { create: async function (options) {
  var config = options.client.config;
  async function post(path, body) {
    var response = await fetch(config.clientApiUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(Object.assign({ authorizationFingerprint: config.authorizationFingerprint }, body)) });
    if (!response.ok) throw new Error('client API ' + response.status);
    return response.json();
  }
  return {
    loadPayPalSDK: function (sdk) {
      return new Promise(function (resolve, reject) {
        var script = document.createElement('script');
        script.src = '${ORIGIN}/sdk/js?currency=' + encodeURIComponent(sdk.currency) + '&intent=' + sdk.intent;
        script.onload = resolve; script.onerror = reject;
        document.head.appendChild(script);
      });
    },
    createPayment: async function (payment) {
      var answer = await post('/v1/paypal_hermes/create_payment_resource', { amount: payment.amount, currencyIsoCode: payment.currency, intent: payment.intent });
      return answer.paymentResource.paymentToken;
    },
    tokenizePayment: async function (data) {
      var answer = await post('/v1/payment_methods/paypal_accounts', { paypalAccount: { paymentToken: data.orderID, payerId: data.payerID } });
      return { nonce: answer.paypalAccounts[0].nonce, type: 'PayPalAccount' };
    }
  };
} };`;

/** PayPal's JS SDK: the button, the approval popup, and the approval learned from PayPal's side (polled, as the popup may lose its opener). */
const PAYPAL_SDK_JS = `
window.paypal = { FUNDING: { PAYPAL: 'paypal' }, Buttons: function (options) {
  return { render: async function (container) {
    var button = document.createElement('button');
    button.type = 'button'; button.className = 'button'; button.textContent = 'PayPal';
    button.setAttribute('data-fake-provider', 'paypal-button');
    button.onclick = async function () {
      try {
        var token = await options.createOrder();
        window.open('${ORIGIN}/paypal/approve?token=' + encodeURIComponent(token), 'paypal', 'width=450,height=600');
        for (;;) {
          await new Promise(function (r) { setTimeout(r, 250); });
          var state = await (await fetch('${ORIGIN}/paypal/orders/' + encodeURIComponent(token))).json();
          if (state.state === 'approved') return options.onApprove({ orderID: token, payerID: state.payerId });
          if (state.state === 'canceled') return options.onCancel();
        }
      } catch (error) { options.onError(error); }
    };
    container.appendChild(button);
  } };
} };`;

/** Amazon Pay's checkout.js: the button asks the merchant's createCheckoutSession URL for the session, then signs the buyer in at Amazon. */
const AMAZON_CHECKOUT_JS = `
window.amazon = { Pay: { renderButton: function (selector, options) {
  if (!options.merchantId || !options.ledgerCurrency) throw new Error('merchantId and ledgerCurrency are required');
  var button = document.createElement('button');
  button.type = 'button'; button.className = 'button'; button.textContent = 'Amazon Pay';
  button.setAttribute('data-fake-provider', 'amazon-pay-button');
  button.onclick = async function () {
    var response = await fetch(options.createCheckoutSession.url, { method: options.createCheckoutSession.method || 'POST' });
    var session = await response.json();
    window.location.assign('${ORIGIN}/amazonpay/signin?amazonCheckoutSessionId=' + encodeURIComponent(session.checkoutSessionId));
  };
  document.querySelector(selector).appendChild(button);
  return { onClick: function () {} };
} } };`;

const braintreeTransaction = (id: string, amount: string, status: string) =>
  `<transaction><id>${id}</id><status>${status}</status><type>sale</type><amount>${amount}</amount><currency-iso-code>EUR</currency-iso-code></transaction>`;

async function providerSide(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', ORIGIN);
  const route = `${req.method} ${url.pathname}`;
  if (req.method === 'OPTIONS') return send(res, 204, 'text/plain', '');
  const body = req.method === 'GET' ? '' : await read(req);
  if (!url.pathname.startsWith('/__fake')) log.push({ method: req.method ?? '', path: url.pathname, body });

  if (route === 'GET /health') return send(res, 200, 'text/plain', 'ok');
  if (route === 'GET /__fake/log') return json(res, 200, log);
  // Browser scripts.
  if (route === 'GET /web/3.111.0/js/client.min.js') return js(res, BRAINTREE_CLIENT_JS);
  if (route === 'GET /web/3.111.0/js/paypal-checkout.min.js') return js(res, PAYPAL_CHECKOUT_JS);
  if (route === 'GET /sdk/js') return js(res, PAYPAL_SDK_JS);
  if (route === 'GET /checkout.js') return js(res, AMAZON_CHECKOUT_JS);

  // Braintree's gateway API (our server's adapter, basic auth with the API keys).
  if (route === `POST /merchants/${FAKE_MERCHANT_ID}/client_token`) {
    const token = Buffer.from(JSON.stringify({ version: 2, authorizationFingerprint: `fp_${randomUUID()}`, clientApiUrl: CLIENT_API })).toString('base64');
    return xml(res, 201, `<client-token><value>${token}</value></client-token>`);
  }
  if (route === `POST /merchants/${FAKE_MERCHANT_ID}/transactions`) {
    const { transaction } = JSON.parse(body) as { transaction: { amount: string; payment_method_nonce: string } };
    const nonce = nonces.get(transaction.payment_method_nonce);
    if (!nonce || nonce.used) return xml(res, 422, '<api-error-response><errors><errors type="array"/></errors><message>Unknown or expired payment_method_nonce.</message></api-error-response>');
    nonce.used = true;
    return xml(res, 201, braintreeTransaction(`txn_${randomUUID().slice(0, 8)}`, transaction.amount, 'submitted_for_settlement'));
  }
  // Braintree's client API (the browser's braintree-web).
  if (route === `POST /merchants/${FAKE_MERCHANT_ID}/client_api/v1/paypal_hermes/create_payment_resource`) {
    const input = JSON.parse(body) as { amount: string; currencyIsoCode: string; authorizationFingerprint?: string };
    if (!input.authorizationFingerprint) return json(res, 401, { error: { message: 'Authorization fingerprint missing' } });
    const token = `EC-${randomUUID().slice(0, 12).toUpperCase()}`;
    paypalOrders.set(token, { amount: input.amount, currency: input.currencyIsoCode, state: 'created' });
    return json(res, 201, { paymentResource: { paymentToken: token, redirectUrl: `${ORIGIN}/paypal/approve?token=${token}` } });
  }
  if (route === `POST /merchants/${FAKE_MERCHANT_ID}/client_api/v1/payment_methods/paypal_accounts`) {
    const input = JSON.parse(body) as { paypalAccount: { paymentToken: string; payerId: string } };
    const order = paypalOrders.get(input.paypalAccount.paymentToken);
    if (!order || order.state !== 'approved' || order.payerId !== input.paypalAccount.payerId) return json(res, 422, { error: { message: 'PayPal payment not approved' } });
    const nonce = `fake-paypal-nonce-${randomUUID()}`;
    nonces.set(nonce, { used: false, email: 'buyer@paypal.example' });
    return json(res, 201, { paypalAccounts: [{ nonce, type: 'PayPalAccount', details: { email: 'buyer@paypal.example' } }] });
  }
  // PayPal's side: the approval popup and the order's state.
  if (route === 'GET /paypal/approve') {
    const token = url.searchParams.get('token') ?? '';
    const order = paypalOrders.get(token);
    if (!order) return send(res, 404, 'text/plain', 'unknown token');
    return html(res, 'PayPal (fake)', `<p>Pay ${escape(order.amount)} ${escape(order.currency)}</p><form method="post" action="/paypal/approve?token=${escape(token)}"><button name="action" value="approve">Approve payment</button> <button name="action" value="cancel">Cancel and return</button></form>`);
  }
  if (route === 'POST /paypal/approve') {
    const order = paypalOrders.get(url.searchParams.get('token') ?? '');
    if (!order) return send(res, 404, 'text/plain', 'unknown token');
    const approve = new URLSearchParams(body).get('action') === 'approve';
    order.state = approve ? 'approved' : 'canceled';
    if (approve) order.payerId = `PAYER${randomUUID().slice(0, 6).toUpperCase()}`;
    return html(res, 'PayPal (fake)', `<p>${approve ? 'Approved' : 'Canceled'}. You may close this window.</p><script>window.close()</script>`);
  }
  if (req.method === 'GET' && url.pathname.startsWith('/paypal/orders/')) {
    const order = paypalOrders.get(decodeURIComponent(url.pathname.slice('/paypal/orders/'.length)));
    return order ? json(res, 200, { state: order.state, payerId: order.payerId }) : json(res, 404, {});
  }
  // Amazon's side: sign-in (back to the shop's review page) and the confirmation of the amount (to the result page).
  const sessionId = url.searchParams.get('amazonCheckoutSessionId') ?? '';
  const session = amazonSessions.get(sessionId);
  if (route === 'GET /amazonpay/signin') {
    if (!session) return send(res, 404, 'text/plain', 'unknown checkout session');
    const back = new URL(session.reviewUrl);
    back.searchParams.set('amazonCheckoutSessionId', sessionId);
    session.signedIn = true;
    return html(res, 'Amazon Pay (fake): sign in', `<p>Signed in as buyer@amazon.example</p><a href="${escape(back.toString())}">Continue to the shop</a>`);
  }
  if (route === 'GET /amazonpay/confirm') {
    if (!session?.resultUrl || !session.amount) return send(res, 404, 'text/plain', 'checkout session not ready');
    session.confirmed = true;
    return html(res, 'Amazon Pay (fake): confirm', `<p>Pay ${escape(session.amount.amount)} ${escape(session.amount.currencyCode)}</p><a href="${escape(session.resultUrl)}">Confirm payment</a>`);
  }
  return send(res, 404, 'text/plain', `no fake for ${route}`);
}

/** Amazon Pay API v2 (sandbox, EU), as the SDK calls it over HTTPS. */
async function amazonApi(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'https://127.0.0.1');
  const body = req.method === 'GET' ? '' : await read(req);
  log.push({ method: req.method ?? '', path: url.pathname, body });
  const parts = url.pathname.split('/').filter(Boolean); // sandbox, v2, checkoutSessions, id?, complete?
  if (parts[0] !== 'sandbox' || parts[1] !== 'v2' || parts[2] !== 'checkoutSessions') return json(res, 404, { reasonCode: 'ResourceNotFound' });
  if (req.method === 'POST' && parts.length === 3) {
    const input = JSON.parse(body) as { webCheckoutDetails: { checkoutReviewReturnUrl: string } };
    const id = `cs-${randomUUID()}`;
    amazonSessions.set(id, { reviewUrl: input.webCheckoutDetails.checkoutReviewReturnUrl, signedIn: false, confirmed: false, completed: false });
    return json(res, 201, { checkoutSessionId: id, webCheckoutDetails: { amazonPayRedirectUrl: null }, statusDetails: { state: 'Open' } });
  }
  const session = amazonSessions.get(parts[3] ?? '');
  if (!session) return json(res, 404, { reasonCode: 'ResourceNotFound' });
  if (req.method === 'PATCH' && parts.length === 4) {
    if (!session.signedIn) return json(res, 422, { reasonCode: 'InvalidCheckoutSessionStatus' });
    const input = JSON.parse(body) as { webCheckoutDetails: { checkoutResultReturnUrl: string }; paymentDetails: { chargeAmount: { amount: string; currencyCode: string } } };
    session.resultUrl = input.webCheckoutDetails.checkoutResultReturnUrl;
    session.amount = input.paymentDetails.chargeAmount;
    return json(res, 200, { checkoutSessionId: parts[3], webCheckoutDetails: { amazonPayRedirectUrl: `${ORIGIN}/amazonpay/confirm?amazonCheckoutSessionId=${parts[3]}` }, statusDetails: { state: 'Open' } });
  }
  if (req.method === 'POST' && parts[4] === 'complete') {
    const input = JSON.parse(body) as { chargeAmount: { amount: string } };
    if (!session.confirmed || input.chargeAmount.amount !== session.amount?.amount) return json(res, 422, { reasonCode: 'CheckoutSessionCanceled' });
    session.completed = true;
    return json(res, 200, { checkoutSessionId: parts[3], chargePermissionId: `cp-${parts[3]}`, chargeId: `ch-${parts[3]}`, statusDetails: { state: 'Completed' } });
  }
  if (req.method === 'GET' && parts.length === 4) {
    return json(res, 200, { checkoutSessionId: parts[3], chargePermissionId: session.completed ? `cp-${parts[3]}` : null, chargeId: session.completed ? `ch-${parts[3]}` : null });
  }
  return json(res, 404, { reasonCode: 'ResourceNotFound' });
}

const dir = mkdtempSync(path.join(tmpdir(), 'provider-fakes-'));
execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-days', '1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
const fail = (res: http.ServerResponse) => (error: unknown) => send(res, 500, 'text/plain', String(error));
https
  .createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) }, (req, res) => void amazonApi(req, res).catch(fail(res)))
  .listen(FAKE_AMAZON_API_PORT, '127.0.0.1');
http.createServer((req, res) => void providerSide(req, res).catch(fail(res))).listen(FAKE_PROVIDER_PORT, '127.0.0.1', () => console.log(`provider fakes on ${ORIGIN} and https://127.0.0.1:${FAKE_AMAZON_API_PORT}`));
