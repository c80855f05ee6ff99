/** /my-account/recently-viewed (spec 02 §2 my-recently-viewed): kept in the browser, synced for customers; never indexed (issue 18). */
import { RecentlyViewedScreen } from '@/components/service/AccountServiceScreens';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('service.recentlyViewed', RecentlyViewedScreen);

export const generateMetadata = route.generateMetadata;
export default route.Page;
