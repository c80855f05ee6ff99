/** /customer/address (spec 02 §2 addressBook): the customer's saved addresses; never indexed. */
import { AddressBook } from '@/components/account';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('addresses', AddressBook);

export const generateMetadata = route.generateMetadata;
export default route.Page;
