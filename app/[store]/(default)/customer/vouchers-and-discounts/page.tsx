/** /customer/vouchers-and-discounts (spec 02 §2 "vouchers and discounts"): the customer's codes; never indexed. */
import { VouchersAndDiscounts } from '@/components/account';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('vouchers', VouchersAndDiscounts);

export const generateMetadata = route.generateMetadata;
export default route.Page;
