/** The route table's `order-tracking` page (spec 02 §2, issue 18): the lookup by order number and e-mail or postcode. */
import { OrderTracking } from '@/components/service/OrderTracking';
import { servicePageRoute } from '@/components/service/service-page-route';

const route = servicePageRoute('orderTracking', () => <OrderTracking />, { path: '/order-tracking' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
