'use client';
/**
 * Logging in from a form (the login page and the checkout's login): the store's login, and on a
 * refusal the login_fail tracking event with the error text in the shopper's language, the same
 * text the form shows (spec 02 §4 "Session", §8 "Login failure").
 */
import type { LoginRequest } from '@/lib/contract/user';
import { trackEvent } from '@/lib/tracking';
import { loginFailEvent } from '@/lib/tracking/events';
import { useUserMessage } from '@/components/notifications';
import { logInFromForm, useAppDispatch, type AuthOutcome } from '@/store';

export function useLogIn(): (credentials: LoginRequest, destination: string) => Promise<AuthOutcome> {
  const dispatch = useAppDispatch();
  const text = useUserMessage();
  return async (credentials, destination) => {
    const outcome = await dispatch(logInFromForm(credentials, destination));
    if (!outcome.ok) trackEvent(loginFailEvent(text(outcome.error)));
    return outcome;
  };
}
