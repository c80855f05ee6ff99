'use client';
/**
 * The cart's shipping methods for a country and its payment methods, as the server lists them.
 * The lists live in the checkout state (spec 01 §3 "paymentMethods and shippingMethods lists");
 * until this page has asked the server, the hooks answer null.
 */
import { useEffect, useMemo, useState } from 'react';
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
import type { Task, TaskResult } from '@/lib/api';
import { useApiTask } from '@/components/ui';
import {
  paymentMethodsReceived,
  selectCartToken,
  selectCartTotals,
  selectPaymentMethods,
  selectShippingMethods,
  shippingMethodsReceived,
  useAppDispatch,
  useAppSelector,
} from '@/store';
import type { z } from 'zod';

/** Asks the server for a method list whenever the cart or `key` changes; the list goes to the store. */
function useMethodList<T>(task: () => Task, answerSchema: z.ZodType<T[]>, received: (list: T[]) => void, key: string): boolean {
  const run = useApiTask();
  const cartId = useAppSelector(selectCartToken);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const requestKey = `${cartId}|${key}`;
  useEffect(() => {
    if (cartId === null) return;
    let current = true;
    run(task())
      .then((answer: TaskResult) => (answer.code === 200 ? answerSchema.parse(answer.result) : []))
      .catch(() => [])
      .then((list) => {
        if (!current) return;
        received(list);
        setLoadedFor(requestKey);
      });
    return () => {
      current = false;
    };
    // Task, schema and receiver are fixed per hook; the request key says when to ask again.
  }, [requestKey, run]);
  return loadedFor === requestKey;
}

export function useShippingMethods(country: string): ShippingMethodOption[] | null {
  const dispatch = useAppDispatch();
  const methods = useAppSelector(selectShippingMethods);
  const loaded = useMethodList(() => shippingMethodsTask(country), shippingMethodAnswerSchema, (list) => dispatch(shippingMethodsReceived(list)), country);
  return useMemo(() => (loaded ? offeredShippingMethods(methods) : null), [loaded, methods]);
}

export function usePaymentMethods(): PaymentMethodOption[] | null {
  const dispatch = useAppDispatch();
  const methods = useAppSelector(selectPaymentMethods);
  const isVirtual = useAppSelector((state) => (selectCartTotals(state) as { is_virtual?: boolean } | null)?.is_virtual === true);
  const loaded = useMethodList(paymentMethodsTask, paymentMethodAnswerSchema, (list) => dispatch(paymentMethodsReceived(list)), '');
  return useMemo(() => (loaded ? offeredPaymentMethods(methods, isVirtual) : null), [loaded, methods, isVirtual]);
}
