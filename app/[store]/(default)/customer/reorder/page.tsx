/** /customer/reorder, alias /rma_customer/kaffeekeller (spec 02 §2 reorder, §3 order-again list); never indexed (issue 18). */
import { ReorderScreen } from '@/components/service/AccountServiceScreens';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('service.reorder', ReorderScreen);

export const generateMetadata = route.generateMetadata;
export default route.Page;
