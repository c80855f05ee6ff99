/** /customer/orders (spec 02 §2 orders): the orders history; never indexed. */
import { OrdersHistory } from '@/components/account';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('account.orders', OrdersHistory);

export const generateMetadata = route.generateMetadata;
export default route.Page;
