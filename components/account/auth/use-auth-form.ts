'use client';
/**
 * A sign-in form's state: its values, the field messages of the last try, and sending. Sending
 * validates first, then runs the store's call once at a time and keeps the refusal the form
 * shows. `submit` resolves true when the call was done.
 */
import { useState } from 'react';
import type { UserMessage } from '@/lib/api';
import { hasErrors, type FormErrors } from '@/lib/checkout';
import type { AuthOutcome } from '@/store';

export function useAuthForm<T extends object>(initial: T, validate: (form: T) => FormErrors<T>) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const [refusal, setRefusal] = useState<UserMessage | null>(null);
  const [busy, setBusy] = useState(false);

  /** The change handler of one field. */
  const field =
    <K extends keyof T>(key: K) =>
    (value: T[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  const submit = async (send: (form: T) => Promise<AuthOutcome>): Promise<boolean> => {
    const found = validate(form);
    setErrors(found);
    setRefusal(null);
    if (hasErrors(found) || busy) return false;
    setBusy(true);
    try {
      const outcome = await send(form);
      if (!outcome.ok) setRefusal(outcome.error);
      return outcome.ok;
    } finally {
      setBusy(false);
    }
  };

  return { form, field, errors, refusal, busy, submit };
}
