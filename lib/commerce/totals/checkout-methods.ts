/**
 * The methods a cart offers (spec 01 §1, §3): flat-rate shipping titled 'Standard' or, for Plus
 * members, 'PLUS Shipping'; the online payment methods plus cash on delivery, which a virtual
 * cart does not offer, nor a cart holding the PLUS membership (it starts when the order is paid,
 * and the shop learns of no payment on delivery: issue 17); PayPal and credit card only when the
 * cart holds a subscription.
 */
import {
  CASH_ON_DELIVERY,
  ONLINE_PAYMENT_METHODS,
  SHIPPING_CARRIER_CODE,
  SHIPPING_METHOD_CODE,
  SHIPPING_TITLES,
  STORE_ONLY_PAYMENT_METHODS,
} from '@/lib/config/commerce';
import { CUSTOMER_GROUP_IDS } from '@/lib/config/auth';
import { SUBSCRIPTION_PAYMENT_METHODS } from '@/lib/config/subscriptions';
import { PLUS } from '@/lib/config/loyalty';
import type { CartTotals } from './cart-totals';

export interface PaymentMethod {
  code: string;
  title: string;
  cost: number;
  cost_incl_tax: number;
  default: boolean;
  offline: boolean;
  is_server_method: boolean;
}

export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  price_incl_tax: number;
  available: boolean;
}

type MethodsScope = Pick<CartTotals, 'is_virtual'> & { items?: readonly { sku: string }[] };

/** Whether the cart holds the PLUS membership product. */
export function holdsMembership(totals: MethodsScope): boolean {
  return (totals.items ?? []).some((item) => item.sku === PLUS.sku);
}

/** Whether the store (its code) offers the method: most methods everywhere, iDEAL in the Netherlands only. */
function offeredIn(code: string, storeCode: string | undefined): boolean {
  const stores = STORE_ONLY_PAYMENT_METHODS[code];
  return stores === undefined || (storeCode !== undefined && stores.includes(storeCode));
}

/**
 * The store's methods for the cart (`storeCode`: without it, only the methods every store offers);
 * a cart with a subscription line offers only the methods a subscription can be paid with (spec 02 §6).
 */
export function paymentMethods(totals: MethodsScope, hasSubscription = false, storeCode?: string): PaymentMethod[] {
  if (hasSubscription) return paymentMethods(totals, false, storeCode).filter((method) => SUBSCRIPTION_PAYMENT_METHODS.includes(method.code));
  const online = ONLINE_PAYMENT_METHODS.filter((method) => offeredIn(method.code, storeCode)).map((method, i) => ({
    code: method.code,
    title: method.title,
    cost: 0,
    cost_incl_tax: 0,
    default: i === 0,
    offline: false,
    is_server_method: true,
  }));
  if (totals.is_virtual || holdsMembership(totals)) return online;
  const cashOnDelivery = {
    code: CASH_ON_DELIVERY.code,
    title: CASH_ON_DELIVERY.title,
    cost: CASH_ON_DELIVERY.cost,
    cost_incl_tax: CASH_ON_DELIVERY.cost,
    default: false,
    offline: true,
    is_server_method: true,
  };
  return [...online, cashOnDelivery];
}

/** 'PLUS Shipping' for a PLUS member's cart without freight goods (its totals' tier), 'Standard' otherwise. */
export function shippingMethods(totals: Pick<CartTotals, 'shipping_amount' | 'shipping_incl_tax' | 'shipping_tier'>, groupId: number): ShippingMethod[] {
  return [
    {
      carrier_code: SHIPPING_CARRIER_CODE,
      method_code: SHIPPING_METHOD_CODE,
      carrier_title: SHIPPING_TITLES.carrier,
      method_title: groupId === CUSTOMER_GROUP_IDS.plusMember && totals.shipping_tier === 'plus' ? SHIPPING_TITLES.plus : SHIPPING_TITLES.standard,
      amount: totals.shipping_amount,
      price_incl_tax: totals.shipping_incl_tax,
      available: true,
    },
  ];
}

export function isKnownPaymentMethod(code: string, totals: MethodsScope, storeCode?: string): boolean {
  return paymentMethods(totals, false, storeCode).some((method) => method.code === code);
}
