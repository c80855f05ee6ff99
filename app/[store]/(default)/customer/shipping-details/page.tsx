/** /customer/shipping-details (spec 02 §2 shipping-details): the default shipping address; never indexed (issue 18). */
import { ShippingDetailsScreen } from '@/components/service/AccountServiceScreens';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('service.shippingDetails', ShippingDetailsScreen);

export const generateMetadata = route.generateMetadata;
export default route.Page;
