/** /customer/subscriptions (spec 02 §2 subscriptions): the customer's subscriptions; never indexed. */
import { SubscriptionsList } from '@/components/account/subscriptions';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('subscriptions', SubscriptionsList);

export const generateMetadata = route.generateMetadata;
export default route.Page;
