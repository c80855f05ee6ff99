/**
 * The Coffee Club's constants (spec 02 §4, §5, §7, §9; issue 17): beans, PLUS, vouchers bought with
 * beans, the welcome voucher and referral codes. Named once here; everything else imports them.
 */
import { CUP_PRICE_ATTRIBUTE_SETS } from './catalog';
import { COMPARABLE_ATTRIBUTE_SETS } from './compare';

/** Starting credit on joining, once per person ever (spec 02 §9). */
export const STARTING_CREDIT_BEANS = 100;
/** Beans per euro of goods value: 3 on coffee, 1 on machines, 1 otherwise (spec 02 §9). */
export const BEANS_PER_EURO = { coffee: 3, machine: 1, other: 1 } as const;
export const COFFEE_ATTRIBUTE_SETS: readonly number[] = CUP_PRICE_ATTRIBUTE_SETS;
export const MACHINE_ATTRIBUTE_SETS: readonly number[] = COMPARABLE_ATTRIBUTE_SETS;
/** Newly earned beans are pending this long, then active (spec 02 §4). */
export const PENDING_DAYS = 28;
/** Beans expire this many months after earning (spec 02 §4). */
export const EXPIRY_MONTHS = 12;
/** Vouchers bought with beans are valid this many years (spec 02 §4). */
export const VOUCHER_VALID_YEARS = 2;

/**
 * The points map (spec 02 §3 "Loyalty points map", §9 "conversion rate is a placeholder"): which
 * voucher value a number of beans buys. The smallest step is the least a redemption may spend.
 */
export const POINTS_MAP: readonly { points_amount: number; money_amount: number }[] = [
  { points_amount: 500, money_amount: 5 },
  { points_amount: 1000, money_amount: 10 },
  { points_amount: 2000, money_amount: 20 },
];

/** Transaction types (spec 02 §3), plus the two the ledger writes on its own: expiry and leaving the club. */
export const TRANSACTION_TYPES = {
  subscribed: 'customer_subscribed',
  orderCreated: 'order_created',
  orderCancelled: 'order_cancelled',
  giftcardCreated: 'giftcard_created',
  adminCorrection: 'admin_correction',
  orderRefund: 'order_refund',
  orderRefundFromPending: 'order_refund_from_pending',
  expired: 'points_expired',
  unsubscribed: 'customer_unsubscribed',
} as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[keyof typeof TRANSACTION_TYPES];
export const TRANSACTION_TYPE_LIST = Object.values(TRANSACTION_TYPES) as readonly TransactionType[];

/** The user's custom attributes the club reads (spec 02 §3, §6). */
export const LOYALTY_ATTRIBUTES = { subscribed: 'loyalty_subscribed', newsletter: 'NWL_LOYALTY' } as const;

/** The loyalty calls' base (spec 02 §7 "relative to a configured loyalty base"). */
export const LOYALTY_API_BASE = '/api/loyalty';

/** Conflicting redeems retry this often before answering that the balance changed. */
export const REDEEM_ATTEMPTS = 5;

/** The job that writes expired beans into the ledger, and how often it scans. */
export const LOYALTY_EXPIRY_SCAN_EVERY_SECONDS = 3600;
export const LOYALTY_EXPIRY_SCAN_LIMIT = 500;

/** PLUS (spec 02 §6, §9): the membership product, one year, no automatic renewal. */
export const PLUS = {
  sku: 'COFFEECLUB-PLUS',
  /** The product id the membership product answers with; far above the catalogue's ids. */
  productId: 990_001,
  price: 19.9,
  pricePerMonth: 1.65,
  months: 12,
  withdrawalDays: 14,
  discountCodesPerYear: 3,
  discountPercent: 5,
  shippingCountry: 'DE',
} as const;

/** Referral codes (spec 02 §5, §9). */
export const REFERRAL = { maxCodes: 10, friendAmount: 10, minimumGoodsValue: 40, codePrefix: 'FRIEND-' } as const;
/** The welcome voucher (spec 02 §9): 5 € from 30 € goods value, first registration only. */
export const WELCOME_VOUCHER = { amount: 5, minimumGoodsValue: 30, codePrefix: 'WELCOME-' } as const;
/** Codes the server issues: prefix + this many random characters. */
export const ISSUED_CODE_LENGTH = 10;

/**
 * "Available after the first order has arrived" (spec 02 §5): this server does not track delivery,
 * so an order counts as arrived once it is complete, or paid (or cash on delivery) and older than
 * the longest delivery lead time the shop names (2-4 working days, so 6 calendar days).
 */
export const REFERRAL_ARRIVAL_DAYS = 6;
export const ARRIVED_ORDER_STATUSES: readonly string[] = ['pending', 'processing', 'complete'];
export const ISSUED_CODE_KINDS = { referral: 'referral', plus: 'plus' } as const;

/** The club's own pages (spec 02 §2 route table). */
export const LOYALTY_ROUTES = {
  landing: '/coffeeclub',
  account: '/customer/coffeeclub',
  unsubscribe: '/coffeeclub-unsubscribe',
  unsubscribeMails: '/coffeeclub-unsubscribe-mails',
  referral: '/customer/referral',
  vouchers: '/customer/vouchers-and-discounts',
} as const;
