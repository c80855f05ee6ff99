/** /coffeeclub-unsubscribe, alias /customer/coffeeclub/unsubscribe (spec 02 §2): leaving the Coffee Club; never indexed. */
import { ClubLeave } from '@/components/loyalty';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('loyalty.unsubscribe', ClubLeave);

export const generateMetadata = route.generateMetadata;
export default route.Page;
