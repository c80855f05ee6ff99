'use client';
/** Renders its children once the client runtime has started and stored state is back (ADR 0011). */
import type { ReactNode } from 'react';
import { useClientRuntime } from '@/store/use-client-runtime';

export function ClientRuntimeGate({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useClientRuntime() ? <>{children}</> : <>{fallback}</>;
}
