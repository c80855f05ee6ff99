/** The wishlist's pages (spec 02 §2 route table): the shopper's own and the one in the account area. */
/** A wishlist line always holds one piece (spec 02 §3). */
export const WISHLIST_ITEM_QTY = 1;

export const WISHLIST_ROUTE = '/wishlist';
