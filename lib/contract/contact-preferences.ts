/**
 * How a customer agrees to be contacted (spec 02 §2 "newsletter and e-mail/postal/WhatsApp
 * preferences"): the payload of `/api/user/contact-preferences`, shared with the client. All three
 * flags every time, and nothing else, so a save never half-applies.
 */
import { z } from 'zod';

export const contactPreferencesSchema = z.strictObject({
  email: z.boolean(),
  postal: z.boolean(),
  whatsapp: z.boolean(),
});
export type ContactPreferences = z.infer<typeof contactPreferencesSchema>;

export const contactPreferencesInputSchema = z.strictObject({ preferences: contactPreferencesSchema });

/** What a customer who never saved any has: no channel agreed to. */
export const NO_CONTACT_PREFERENCES: ContactPreferences = { email: false, postal: false, whatsapp: false };
