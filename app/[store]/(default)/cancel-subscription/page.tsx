/** /cancel-subscription, alias /abo-kuendigen (spec 02 §2 "cancellation"): the cancellation form; read in the browser, never indexed. */
import { CancellationForm } from '@/components/account/subscriptions';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('subscriptions.cancellation', CancellationForm);

export const generateMetadata = route.generateMetadata;
export default route.Page;
