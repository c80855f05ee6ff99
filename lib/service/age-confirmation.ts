/**
 * The age check's answer in this browser tab (spec 02 §4): the confirmed date of birth is kept for
 * the session, so the dialog asks once and the checkout sends it with the order, where the server
 * checks it again. Browser-only; on the server there is none.
 */
import { AGE_CONFIRMATION_KEY } from '@/lib/config/age-check';

export function confirmedBirthDate(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage.getItem(AGE_CONFIRMATION_KEY);
  } catch {
    return null;
  }
}

export function rememberBirthDate(birthDate: string): void {
  try {
    window.sessionStorage.setItem(AGE_CONFIRMATION_KEY, birthDate);
  } catch {
    // Storage refused (private mode): the dialog asks again next time.
  }
}
