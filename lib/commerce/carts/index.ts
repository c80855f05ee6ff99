/**
 * Server carts: connecting a browser's cart token, reading and changing lines, the cart line as the
 * client shows it.
 */
export { openCart } from './cart-access';
export { connectCart } from './cart-connection';
export { removeCartItem, updateCartItem } from './cart-lines';
export { findActiveCartByToken, listCartLines, updateCart } from './cart-repository';
export { cartItemView } from './cart-view';
