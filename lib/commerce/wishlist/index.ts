/**
 * A customer's wishlist on the server.
 */
export { addToWishlist, removeFromWishlist, wishlistOf } from './wishlist';
