'use client';
/**
 * The payment of one order as the panel sees it: its state from the server, the provider session
 * once "Pay now" was pressed, and the last decline. Every answer is parsed with the shared contract.
 * `declines` counts the declines this page learnt of (on load, or from a confirmation), so the
 * panel moves the focus to each new one and to nothing else.
 */
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { paymentMethodSwitchTask, paymentStartTask, paymentStatusTask } from '@/lib/checkout';
import { paymentOutcomeSchema, paymentStartAnswerSchema, paymentStateSchema, type PaymentOutcome, type PaymentStartAnswer, type PaymentState, type PaymentTarget } from '@/lib/contract/payments';
import { useApiTask } from '@/components/ui';
import type { TaskResult } from '@/lib/api';

type Session = PaymentStartAnswer['session'];

function parsed<S extends z.ZodType>(schema: S, answer: TaskResult | null): z.output<S> | null {
  if (answer?.code !== 200) return null;
  const result = schema.safeParse(answer.result);
  return result.success ? result.data : null;
}

export function usePayment(target: PaymentTarget) {
  const run = useApiTask();
  const [state, setState] = useState<PaymentState | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [declines, setDeclines] = useState(0);
  const [switchFailed, setSwitchFailed] = useState(false);
  const key = JSON.stringify(target);

  const refresh = useCallback(async () => {
    const next = parsed(paymentStateSchema, await run(paymentStatusTask(JSON.parse(key) as PaymentTarget)).catch(() => null));
    setFailed(next === null);
    if (next) setState(next);
    return next;
  }, [run, key]);

  useEffect(() => {
    // Back from a provider's page that declined (3-D Secure, the bank): that decline is news too.
    void refresh().then((first) => {
      if (first?.declineReason) setDeclines((n) => n + 1);
    });
  }, [refresh]);

  const start = async (): Promise<Session | null> => {
    setBusy(true);
    try {
      const answer = parsed(paymentStartAnswerSchema, await run(paymentStartTask(JSON.parse(key) as PaymentTarget)).catch(() => null));
      setFailed(answer === null);
      if (!answer) return null;
      // The start answers no list of other methods: the one read with the state stays.
      setState((before) => ({ ...answer.state, methods: answer.state.methods ?? before?.methods }));
      setSession(answer.session);
      return answer.session;
    } finally {
      setBusy(false);
    }
  };

  /** Runs one confirmation call and follows its outcome: paid → fresh state, a step → the provider's page. */
  const confirm = async (task: Parameters<typeof run>[0]): Promise<PaymentOutcome | null> => {
    setBusy(true);
    try {
      const outcome = parsed(paymentOutcomeSchema, await run(task).catch(() => null));
      if (outcome?.status === 'action_required') {
        window.location.assign(outcome.actionUrl);
        return outcome;
      }
      await refresh();
      if (outcome === null) setFailed(true);
      if (outcome?.status === 'declined') setDeclines((n) => n + 1);
      return outcome;
    } finally {
      setBusy(false);
    }
  };

  /** Another method for this order: its open attempt is void, the new method's payment starts on "Pay now". */
  const switchMethod = async (method: string): Promise<PaymentState | null> => {
    setBusy(true);
    try {
      const next = parsed(paymentStateSchema, await run(paymentMethodSwitchTask(JSON.parse(key) as PaymentTarget, method)).catch(() => null));
      setSwitchFailed(next === null);
      if (next) {
        setState(next);
        setSession(null);
      }
      return next;
    } finally {
      setBusy(false);
    }
  };

  return { state, session, failed, busy, declines, switchFailed, start, confirm, refresh, switchMethod };
}
