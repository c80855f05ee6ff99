/** /compare (spec 02 §2 "compare"): the compared products side by side; personal, so never indexed. */
import { privatePageRoute } from '@/components/account/private-page-route';
import { ComparePage } from '@/components/compare';

const route = privatePageRoute('compare', ComparePage);

export const generateMetadata = route.generateMetadata;
export default route.Page;
