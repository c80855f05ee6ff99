/**
 * Tasks of the newsletter settings page (spec 02 §7 Newsletter API isSubscribed, subscribe,
 * unsubscribe; 01 §7 `/api/ext/mailchimp-subscribe/subscribe`) and the customer's contact
 * preferences. The page shows every outcome itself, so the calls are silent; bodies are checked
 * with the server's own schemas.
 */
import { contactPreferencesInputSchema, type ContactPreferences } from '@/lib/contract/contact-preferences';
import { newsletterEmailSchema } from '@/lib/contract/wishlist-calls';
import type { Task } from '../task';

const NEWSLETTER_PATH = '/api/ext/mailchimp-subscribe/subscribe';
const CONTACT_PREFERENCES_PATH = '/api/user/contact-preferences';

export function isSubscribedTask(email: string): Task {
  return { path: NEWSLETTER_PATH, method: 'GET', query: newsletterEmailSchema.parse({ email }), anonymous: true, silent: true };
}

/** Starts the double opt-in: the server mails a confirmation link. */
export function subscribeTask(email: string): Task {
  return { path: NEWSLETTER_PATH, method: 'POST', body: newsletterEmailSchema.parse({ email }), anonymous: true, silent: true };
}

export function unsubscribeTask(email: string): Task {
  return { path: NEWSLETTER_PATH, method: 'DELETE', body: newsletterEmailSchema.parse({ email }), anonymous: true, silent: true };
}

export function contactPreferencesTask(): Task {
  return { path: CONTACT_PREFERENCES_PATH, method: 'GET', silent: true };
}

export function saveContactPreferencesTask(preferences: ContactPreferences): Task {
  return { path: CONTACT_PREFERENCES_PATH, method: 'POST', body: contactPreferencesInputSchema.parse({ preferences }), silent: true };
}
