/** The wishlist: the toggle on tiles and product pages, and its two pages. */
export { WishlistToggle } from './WishlistToggle';
export { WishlistPage } from './WishlistPage';
export { CustomerWishlist } from './CustomerWishlist';
export { WishlistHeaderLink } from './WishlistHeaderLink';
