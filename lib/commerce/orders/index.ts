/**
 * Orders: placing one from a cart, cancelling it (whole or by line), reordering, and the customer's
 * order history.
 */
export { cancelOrderItems } from './cancel-items';
export { cancelOrder, orderData, reorder } from './order-lifecycle';
export { ordersHistory } from './orders-history';
export { OrderStockError, type ShortLine } from './order-stock';
export { placeOrder } from './place-order';
