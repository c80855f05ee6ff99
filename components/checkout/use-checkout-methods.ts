'use client';
/**
 * The cart's shipping methods for a country and its payment methods, as the server lists them.
 * The lists live in the checkout state (spec 01 §3 "paymentMethods and shippingMethods lists");
 * until this page has asked the server, the hooks answer null. Wallets are left out until this
 * browser says it can pay with them.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  methodsThisBrowserCanPay,
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
import { METHOD_LIST_RETRY_WAITS_MS } from '@/lib/config/checkout-ui';
import { useApiTask } from '@/components/ui';
import { useUsableWallets } from './use-wallets';
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

/** Whether the server could not give a method list (after every retry), and how to ask it again. */
export interface MethodListStatus {
  failed: boolean;
  retry(): void;
}

/**
 * Asks the server for a method list whenever the cart or `key` changes; the list goes to the store.
 * A failed ask (an error answer, no connection) is asked again after each of the retry waits; when
 * the last fails too, the list counts as empty and the status says it failed (the shopper can ask
 * again).
 */
function useMethodList<T>(task: () => Task, answerSchema: z.ZodType<T[]>, received: (list: T[]) => void, key: string): [loaded: boolean, status: MethodListStatus] {
  const run = useApiTask();
  const cartId = useAppSelector(selectCartToken);
  const [answered, setAnswered] = useState<{ for: string; failed: boolean } | null>(null);
  const [round, setRound] = useState(0);
  const requestKey = `${cartId}|${key}|${round}`;
  useEffect(() => {
    if (cartId === null) return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask = (attempt: number) => {
      run(task())
        .then((answer: TaskResult) => (answer.code === 200 ? answerSchema.parse(answer.result) : null))
        .catch(() => null)
        .then((list) => {
          if (!current) return;
          const wait = METHOD_LIST_RETRY_WAITS_MS[attempt];
          if (list === null && wait !== undefined) {
            retry = setTimeout(() => ask(attempt + 1), wait);
            return;
          }
          received(list ?? []);
          setAnswered({ for: requestKey, failed: list === null });
        });
    };
    ask(0);
    return () => {
      current = false;
      clearTimeout(retry);
    };
    // Task, schema and receiver are fixed per hook; the request key says when to ask again.
  }, [requestKey, run]);
  const loaded = answered?.for === requestKey;
  const failed = loaded && answered.failed;
  const retry = useCallback(() => setRound((n) => n + 1), []);
  return [loaded, useMemo(() => ({ failed, retry }), [failed, retry])];
}

export function useShippingMethods(country: string): [ShippingMethodOption[] | null, MethodListStatus] {
  const dispatch = useAppDispatch();
  const methods = useAppSelector(selectShippingMethods);
  const [loaded, status] = useMethodList(() => shippingMethodsTask(country), shippingMethodAnswerSchema, (list) => dispatch(shippingMethodsReceived(list)), country);
  return [useMemo(() => (loaded ? offeredShippingMethods(methods) : null), [loaded, methods]), status];
}

export function usePaymentMethods(): [PaymentMethodOption[] | null, MethodListStatus] {
  const dispatch = useAppDispatch();
  const methods = useAppSelector(selectPaymentMethods);
  const isVirtual = useAppSelector((state) => (selectCartTotals(state) as { is_virtual?: boolean } | null)?.is_virtual === true);
  const wallets = useUsableWallets();
  const [loaded, status] = useMethodList(paymentMethodsTask, paymentMethodAnswerSchema, (list) => dispatch(paymentMethodsReceived(list)), '');
  // A wallet is offered only where this browser can pay with it, so it is never the preselected method either.
  return [useMemo(() => (loaded ? methodsThisBrowserCanPay(offeredPaymentMethods(methods, isVirtual), wallets) : null), [loaded, methods, isVirtual, wallets]), status];
}
