/** /customer/orders/{orderId} (spec 02 §2 order details): the order is read in the browser; never indexed. */
import { OrderDetails } from '@/components/account';
import { connection } from 'next/server';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute<{ orderId: string }>('account.order', OrderDetails);

export const generateMetadata = route.generateMetadata;

/** "Pay now" runs here: rendered per request under the payment pages' nonce policy, never cached (docs/adr/0013-checkout-csp.md). */
export default async function OrderDetailsPage(props: Parameters<typeof route.Page>[0]) {
  await connection();
  return route.Page(props);
}
