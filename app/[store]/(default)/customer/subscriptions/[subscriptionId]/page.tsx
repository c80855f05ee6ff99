/** /customer/subscriptions/{subscriptionId} (spec 02 §2 "Subscription #{id}"): read in the browser; never indexed. */
import { SubscriptionDetails } from '@/components/account/subscriptions';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute<{ subscriptionId: string }>('subscriptions.detail', SubscriptionDetails);

export const generateMetadata = route.generateMetadata;
export default route.Page;
