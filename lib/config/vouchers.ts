/** The vouchers-and-discounts page (spec 02 §2, §7): which codes it lists and its console text. */

/** Only gift cards of this `giftcard_data.type` are listed (spec 02 §3, §7). */
export const LISTED_GIFT_CARD_TYPE = 'loyalty';

/** Logged to the console when the list could not be read (spec 02 §7, word for word). */
export const GIFT_CARDS_FETCH_ERROR = 'Error fetching gift cards';
