/**
 * The newsletter settings page's calls (spec 02 §2 "newsletter and e-mail/postal/WhatsApp
 * preferences", §3 Newsletter, §4 "Sign-up sends a confirmation e-mail that must be confirmed",
 * §7 Newsletter API, §8 "Newsletter duplicate"): whether the customer's e-mail is subscribed, the
 * double opt-in sign-up, unsubscribing, and the contact preferences. Changes are refused offline
 * with a text of their own; each answers what the page shows.
 */
import {
  contactPreferencesTask,
  isSubscribedTask,
  messageKey,
  saveContactPreferencesTask,
  subscribeTask,
  unsubscribeTask,
  type Task,
  type UserMessage,
} from '@/lib/api';
import { contactPreferencesSchema, type ContactPreferences } from '@/lib/contract/contact-preferences';
import type { AppDispatch, StoreExtra } from '../listener-types';
import type { RootState } from '../root-reducer';
import { send } from '../session/auth-actions';

type Thunk<T> = (dispatch: AppDispatch, getState: () => RootState, extra: StoreExtra) => Promise<T>;

/** The page's data: spec 02 §3 "Newsletter" (isSubscribed, email) and the contact preferences. */
export interface NewsletterSettings {
  email: string;
  isSubscribed: boolean;
  preferences: ContactPreferences;
}

export type NewsletterLoad = { ok: true; settings: NewsletterSettings } | { ok: false; error: UserMessage };
/** `alreadyRegistered`: the address is confirmed already (the server's 400 for a valid address). */
export type NewsletterChange = { ok: true } | { ok: false; error: UserMessage; alreadyRegistered?: true };
export type PreferencesChange = { ok: true; preferences: ContactPreferences } | { ok: false; error: UserMessage };

const SOMETHING_WENT_WRONG = messageKey('auth.somethingWentWrong');
const OFFLINE = messageKey('newsletter.offline');
const NOT_LOADED = { ok: false, error: SOMETHING_WENT_WRONG } as const;

function customerEmail(state: RootState): string | null {
  return state.session.user?.email ?? null;
}

/** Sends a change for the customer's e-mail when online; a refusal keeps the answer's code. */
async function changeFor(state: RootState, extra: StoreExtra, task: (email: string) => Task): Promise<{ ok: true } | { ok: false; error: UserMessage; code?: number }> {
  const email = customerEmail(state);
  if (email === null) return NOT_LOADED;
  if (!extra.isOnline()) return { ok: false, error: OFFLINE };
  const sent = await send(extra, task(email));
  return sent.ok ? { ok: true } : sent;
}

export function loadNewsletterSettings(): Thunk<NewsletterLoad> {
  return async (_dispatch, getState, extra) => {
    const email = customerEmail(getState());
    if (email === null) return NOT_LOADED;
    const [subscribed, stored] = await Promise.all([send(extra, isSubscribedTask(email)), send(extra, contactPreferencesTask())]);
    const preferences = stored.ok ? contactPreferencesSchema.safeParse(stored.answer.result) : null;
    if (!subscribed.ok || typeof subscribed.answer.result !== 'boolean' || !preferences?.success) return { ok: false, error: SOMETHING_WENT_WRONG };
    return { ok: true, settings: { email, isSubscribed: subscribed.answer.result, preferences: preferences.data } };
  };
}

/** Starts the double opt-in; an address confirmed already gets the already-registered text. */
export function subscribeToNewsletter(): Thunk<NewsletterChange> {
  return async (_dispatch, getState, extra) => {
    const outcome = await changeFor(getState(), extra, subscribeTask);
    if (outcome.ok || outcome.code !== 400) return outcome;
    return { ok: false, error: messageKey('newsletter.alreadyRegistered'), alreadyRegistered: true };
  };
}

export function unsubscribeFromNewsletter(): Thunk<NewsletterChange> {
  return async (_dispatch, getState, extra) => changeFor(getState(), extra, unsubscribeTask);
}

export function saveContactPreferences(preferences: ContactPreferences): Thunk<PreferencesChange> {
  return async (_dispatch, _getState, extra) => {
    if (!extra.isOnline()) return { ok: false, error: OFFLINE };
    const sent = await send(extra, saveContactPreferencesTask(preferences));
    if (!sent.ok) return sent;
    const saved = contactPreferencesSchema.safeParse(sent.answer.result);
    return saved.success ? { ok: true, preferences: saved.data } : { ok: false, error: SOMETHING_WENT_WRONG };
  };
}
