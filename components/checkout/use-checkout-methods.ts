'use client';
/** The cart's shipping methods for a country and its payment methods, as the server lists them. */
import { useEffect, useState } from 'react';
import {
  offeredPaymentMethods,
  offeredShippingMethods,
  paymentMethodAnswerSchema,
  paymentMethodsTask,
  shippingMethodAnswerSchema,
  shippingMethodsTask,
  type PaymentMethodOption,
  type ShippingMethodOption,
} from '@/lib/checkout';
import { useApiTask } from '@/components/ui';
import { selectCartToken, selectCartTotals, useAppSelector } from '@/store';

export function useShippingMethods(country: string): ShippingMethodOption[] | null {
  const run = useApiTask();
  const cartId = useAppSelector(selectCartToken);
  const [methods, setMethods] = useState<ShippingMethodOption[] | null>(null);
  useEffect(() => {
    if (cartId === null) return;
    let current = true;
    run(shippingMethodsTask(country))
      .then((answer) => (answer.code === 200 ? shippingMethodAnswerSchema.parse(answer.result) : []))
      .catch(() => [])
      .then((list) => current && setMethods(offeredShippingMethods(list)));
    return () => {
      current = false;
    };
  }, [country, cartId, run]);
  return methods;
}

export function usePaymentMethods(): PaymentMethodOption[] | null {
  const run = useApiTask();
  const cartId = useAppSelector(selectCartToken);
  const isVirtual = useAppSelector((state) => (selectCartTotals(state) as { is_virtual?: boolean } | null)?.is_virtual === true);
  const [methods, setMethods] = useState<PaymentMethodOption[] | null>(null);
  useEffect(() => {
    if (cartId === null) return;
    let current = true;
    run(paymentMethodsTask())
      .then((answer) => (answer.code === 200 ? paymentMethodAnswerSchema.parse(answer.result) : []))
      .catch(() => [])
      .then((list) => current && setMethods(offeredPaymentMethods(list, isVirtual)));
    return () => {
      current = false;
    };
  }, [cartId, isVirtual, run]);
  return methods;
}
