'use client';
/**
 * Marks the page hydrated for the inline script that holds early taps and keys (ADR 0073) and hands
 * it what it held. Rendered last in the body, so its effect runs after the page's own first effects
 * (the add-to-cart form takes ADR 0064's held tap in its own).
 */
import { useEffect } from 'react';
import { handOverEarlyInput } from '@/lib/hydration/early-input';

export function HydrationMark() {
  useEffect(() => handOverEarlyInput(), []);
  return null;
}
