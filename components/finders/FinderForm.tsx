'use client';
/**
 * The questionnaire's GET form, enhanced: with JavaScript a step moves by a client navigation to
 * the same URL the form would load (answers stay in the query, so it stays shareable) and focus
 * goes to the new question. Without JavaScript the plain form does the same with a page load.
 */
import { useEffect, useRef, useTransition, type FormEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';

export function FinderForm({ action, stepKey, className, children }: { action: string; stepKey: string; className?: string; children: ReactNode }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const shownStep = useRef(stepKey);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (shownStep.current === stepKey) return;
    shownStep.current = stepKey;
    form.current?.querySelector<HTMLElement>('[data-finder-focus]')?.focus();
  }, [stepKey]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget, submitter)) if (typeof value === 'string') search.append(name, value);
    event.preventDefault();
    startTransition(() => router.push(`${action}?${search.toString()}`, { scroll: false }));
  }

  return (
    <form ref={form} method="get" action={action} onSubmit={onSubmit} className={className} aria-busy={pending}>
      {children}
    </form>
  );
}
