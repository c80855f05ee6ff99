/** /wishlist (spec 02 §2 "wishlist"): the shopper's wishlist, guest or customer; never indexed. */
import { privatePageRoute } from '@/components/account/private-page-route';
import { WishlistPage } from '@/components/wishlist';

const route = privatePageRoute('wishlist', WishlistPage);

export const generateMetadata = route.generateMetadata;
export default route.Page;
