'use client';
/**
 * Keeps the shopper's place across filter taps (filter-panel-script.ts). The restoring script is
 * drawn by this client component so its text travels once: in the HTML, where it runs before the
 * first paint, and in the cached client bundle, not a second time in every category page's flight
 * data (the category page's 100 KB HTML budget, lib/config/landing-budget.ts). Noting the place on
 * a tap waits for the page's script.
 */
import { useEffect } from 'react';
import { FILTER_PLACE_RESTORE_SCRIPT, FILTER_TOGGLE_ID, notePlaceOnTaps } from './filter-panel-script';

const SCRIPT = { __html: FILTER_PLACE_RESTORE_SCRIPT };

export function FilterPlaceScript() {
  useEffect(() => {
    const toggle = document.getElementById(FILTER_TOGGLE_ID);
    return toggle instanceof HTMLInputElement ? notePlaceOnTaps(toggle) : undefined;
  }, []);
  return <script dangerouslySetInnerHTML={SCRIPT} suppressHydrationWarning />;
}
