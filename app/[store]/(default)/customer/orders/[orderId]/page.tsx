/** /customer/orders/{orderId} (spec 02 §2 order details): the order is read in the browser; never indexed. */
import { OrderDetails } from '@/components/account';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute<{ orderId: string }>('account.order', OrderDetails);

export const generateMetadata = route.generateMetadata;
export default route.Page;
