/** /coffeeclub-unsubscribe-mails, alias /customer/coffeeclub/unsubscribe-mails (spec 02 §2): the e-mail-only unsubscribe; never indexed. */
import { ClubMailsUnsubscribe } from '@/components/loyalty';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('loyalty.unsubscribeMails', ClubMailsUnsubscribe);

export const generateMetadata = route.generateMetadata;
export default route.Page;
