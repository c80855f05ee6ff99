'use client';
/**
 * Loads the search box's type-ahead (`typeahead.ts`) on the box's first focus, by dynamic
 * `import()`: the search page, a catalogue page, carries only this trigger (landing budget, ADR 0011).
 */
import { useEffect } from 'react';
import { useStoreView } from '@/components/layout/StoreViewProvider';

export function SearchTypeahead({ inputId }: { inputId: string }) {
  const { code } = useStoreView();
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    const load = () => {
      void import('./typeahead').then(({ attachTypeahead }) => {
        if (!cancelled) detach = attachTypeahead(input, code);
      });
    };
    input.addEventListener('focus', load, { once: true });
    return () => {
      cancelled = true;
      input.removeEventListener('focus', load);
      detach?.();
    };
  }, [inputId, code]);
  return null;
}
