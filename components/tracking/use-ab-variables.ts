'use client';
/** The A/B test variables for a component (spec 02 §4): null until the testing script has set them. */
import { useSyncExternalStore } from 'react';
import { abVariables, subscribeAbVariables, type AbVariables } from '@/lib/ab-testing/ab-variables';

export function useAbVariables(): AbVariables | null {
  return useSyncExternalStore(subscribeAbVariables, abVariables, () => null);
}
