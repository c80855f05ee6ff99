/**
 * The test gateway's page (3-D Secure, PayPal, Amazon Pay approval): GET shows it, the form's POST
 * answers it and sends the shopper back to the shop (303). An HTML page, as a provider's is, so it
 * answers HTML, not the `{ code, result }` of the shop's API; refusals still answer as the API does.
 */
import { answerTestGatewayPage, testGatewayPage, testGatewayReturnUrl, testPayment } from '@/lib/commerce/payments';
import { apiRoute, parseInput, readQuery, requestOrigin } from '@/lib/http';
import { testGatewayFormSchema } from '@/lib/contract/payments';

export const runtime = 'nodejs';

/** The page runs no script at all, posts only to itself and is never framed. */
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
};

export const GET = apiRoute(async (request, { db }) => {
  const { reference } = parseInput(testGatewayFormSchema.pick({ reference: true }), readQuery(request));
  return new Response(testGatewayPage(await testPayment(db, reference)), { headers: HTML_HEADERS });
});

export const POST = apiRoute(async (request, { db, now }) => {
  const form = await request.formData().catch(() => new FormData());
  const { reference, action } = parseInput(testGatewayFormSchema, Object.fromEntries(form));
  const payable = await answerTestGatewayPage(db, reference, action === 'approve', now);
  return Response.redirect(testGatewayReturnUrl(payable, action === 'approve', requestOrigin(request)), 303);
});
