/** The wishlist's pages (spec 02 §2 route table): the shopper's own and the one in the account area. */
export { WISHLIST_ITEM_QTY } from './commerce';

export const WISHLIST_ROUTE = '/wishlist';
