/** /customer/wishlist (spec 02 §2 "customer-wishlist"): the wishlist in the account area; never indexed. */
import { privatePageRoute } from '@/components/account/private-page-route';
import { CustomerWishlist } from '@/components/wishlist';

const route = privatePageRoute('wishlist', CustomerWishlist);

export const generateMetadata = route.generateMetadata;
export default route.Page;
