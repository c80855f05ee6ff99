/**
 * Consent (issue 20; spec 01 §6): the shopper's choice per category — necessary (always),
 * analytics, marketing — its cookie form, and the Google Consent Mode v2 signals it grants.
 * Until a choice exists every signal is denied.
 */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export type ConsentSignal = 'granted' | 'denied';
export interface ConsentModeSignals {
  ad_storage: ConsentSignal;
  analytics_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
}

export const NO_CONSENT: ConsentChoice = { analytics: false, marketing: false };
export const FULL_CONSENT: ConsentChoice = { analytics: true, marketing: true };

const grant = (on: boolean): ConsentSignal => (on ? 'granted' : 'denied');

/** Consent Mode v2: analytics opens analytics_storage; marketing opens the three ad signals. */
export function consentModeSignals(choice: ConsentChoice | null): ConsentModeSignals {
  const c = choice ?? NO_CONSENT;
  return { ad_storage: grant(c.marketing), analytics_storage: grant(c.analytics), ad_user_data: grant(c.marketing), ad_personalization: grant(c.marketing) };
}

/** The gtag() command the page pushes first (defaults, all denied) and on every choice (update). */
export function consentCommand(kind: 'default' | 'update', choice: ConsentChoice | null): ['consent', 'default' | 'update', ConsentModeSignals] {
  return ['consent', kind, consentModeSignals(kind === 'default' ? null : choice)];
}

/** The cookie's value: `a1.m0`. Anything else reads as no choice made. */
export function formatConsent(choice: ConsentChoice): string {
  return `a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  const match = /^a([01])\.m([01])$/.exec(value ?? '');
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1' } : null;
}

/** Any consent that lets the tag manager load (it then honours the per-signal state). */
export function allowsTagManager(choice: ConsentChoice | null): boolean {
  return choice !== null && (choice.analytics || choice.marketing);
}
