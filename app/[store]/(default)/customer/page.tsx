/** /customer (spec 02 §2 customer dashboard): greeting, last order and reorder; never indexed. */
import { AccountDashboard } from '@/components/account';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('account.dashboard', AccountDashboard);

export const generateMetadata = route.generateMetadata;
export default route.Page;
