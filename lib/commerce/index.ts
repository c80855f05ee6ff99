/**
 * The commerce server's public surface (server only: it opens the database). Route handlers are
 * the door for the browser; server components and scripts call these functions.
 */
export { closeDb, currentSchema, getDb, openDb, migrateToLatest } from './db';
export type { Db, DbExecutor, Database } from './db';
export { apiRoute, answer, type ApiContext, type ApiAnswer } from './http/api-route';
export { ApiError } from './http/api-error';
export { translate, type MessageKey } from './http/messages';
export { findCustomer, requireCustomer } from './auth/current-customer';
export { logIn, refreshSession, endSession } from './auth/session';
export { customerView, customerGroupId, type CustomerView } from './users/customer-view';
export { registerCustomer, updateProfile, changePassword, requestPasswordReset, createPassword, deleteAccount } from './users/accounts';
export { connectCart } from './carts/cart-connection';
export { updateCartItem, removeCartItem } from './carts/cart-lines';
export { cartTotals, totalsFor, redeemableCoupon } from './totals/quote-totals';
export { computeCartTotals, type CartTotals, type PricedLine, type TotalsItem } from './totals/cart-totals';
export { paymentMethods, shippingMethods, type PaymentMethod, type ShippingMethod } from './totals/checkout-methods';
export { placeOrder, type PlacedOrder } from './orders/place-order';
export { cancelOrder, orderData, reorder } from './orders/order-lifecycle';
export { ordersHistory, type OrdersHistoryPage } from './orders/orders-history';
export { orderView, type OrderView } from './orders/order-view';
export { readStock, type StockInfo } from './stock/stock-info';
export { wishlistOf, addToWishlist, removeFromWishlist } from './wishlist/wishlist';
export { subscribe, confirm, isSubscribed, cancelSubscription } from './newsletter/newsletter';
export { readContactPreferences, updateContactPreferences } from './newsletter/contact-preferences';
export { outboxMailer, type MailPort, type OutgoingMail } from './mail/mail-port';
export { listUnsentMail, markMailSent } from './mail/outbox-repository';
export { deliverOutbox, type DeliveryReport } from './mail/mail-delivery';
export { MAIL_TEMPLATE_REGISTRY, renderMail, type MailTemplate, type RenderedMail } from './mail/mail-templates';
export { mailTransportFrom, smtpTransport, type MailTransport } from './mail/mail-transport';
export { renderList } from './catalog/render-list';
export { checkAddress, type AddressCheck } from './address/address-check';
export { regionsOf, type Region } from './address/regions';
export { geoCountry } from './geo-country';
export { consumeLimit, consumeLimits, releaseLimit, resetLimit, type Limit } from './limits';
export { clientAddress } from './http/client-address';
export { stampPeerAddress } from './http/peer-address';
export { makeDurable } from './db';
export { joinClub, leaveClub, stopClubMails, userPoints, userTransactions, buyVoucher, giftCardsOf, referralsOf, createReferralCode, membershipProduct } from './loyalty';
