/** /customer/referral (spec 02 §2 "refer-a-friend"): the customer's referral codes; never indexed. */
import { ReferralCodes } from '@/components/loyalty';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('loyalty.referral', ReferralCodes);

export const generateMetadata = route.generateMetadata;
export default route.Page;
