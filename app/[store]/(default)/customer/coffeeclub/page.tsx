/** /customer/coffeeclub (spec 02 §2 "customer-coffeeclub"): the member's beans and history; never indexed. */
import { CustomerCoffeeClub } from '@/components/loyalty';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('loyalty.account', CustomerCoffeeClub);

export const generateMetadata = route.generateMetadata;
export default route.Page;
