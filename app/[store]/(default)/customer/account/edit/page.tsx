/** /customer/account/edit (spec 02 §2 customer-edit): profile and password; never indexed. */
import { ProfileEdit } from '@/components/account';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('account.profile', ProfileEdit);

export const generateMetadata = route.generateMetadata;
export default route.Page;
