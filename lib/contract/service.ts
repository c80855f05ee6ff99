/**
 * Payloads of the service routes (issue 18): the contact form, the guest newsletter, order tracking,
 * the age check, stock alerts, the coffee corner and recently viewed. Browser-safe.
 */
import { z } from 'zod';
import {
  CONTACT_ATTACHMENT_MAX_BYTES,
  CONTACT_ATTACHMENT_TYPES,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MIN_LENGTH,
  CONTACT_ORDER_NUMBER_MAX_LENGTH,
  CONTACT_TOPICS,
  RECENTLY_VIEWED_MAX,
} from '@/lib/config/service';
import { attachmentMatchesType, attachmentWithinSize } from './contact-attachment';

const email = z.email().max(254);
const BASE64_MAX_LENGTH = Math.ceil(CONTACT_ATTACHMENT_MAX_BYTES / 3) * 4;

export const contactRequestSchema = z.object({
  topic: z.enum(CONTACT_TOPICS),
  name: z.string().trim().min(CONTACT_NAME_MIN_LENGTH).max(120),
  email,
  orderNumber: z.string().trim().max(CONTACT_ORDER_NUMBER_MAX_LENGTH).optional(),
  message: z.string().trim().min(CONTACT_MESSAGE_MIN_LENGTH).max(CONTACT_MESSAGE_MAX_LENGTH),
  attachment: z
    .object({
      name: z.string().trim().min(1).max(200),
      type: z.enum(CONTACT_ATTACHMENT_TYPES),
      base64: z.string().max(BASE64_MAX_LENGTH).regex(/^[A-Za-z0-9+/]+=*$/),
    })
    .superRefine((file, ctx) => {
      if (!attachmentWithinSize(file.base64)) ctx.addIssue({ code: 'custom', path: ['base64'], message: 'tooLarge' });
      else if (!attachmentMatchesType(file.type, file.base64)) ctx.addIssue({ code: 'custom', path: ['type'], message: 'contentDoesNotMatchType' });
    })
    .optional(),
  /** The honeypot: empty for a person. */
  website: z.string().max(200).optional(),
  /** When the form was shown (ms since epoch): a bot sends at once. */
  shownAt: z.number().int().nonnegative(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactReceiptSchema = z.object({ id: z.string() });

export const guestNewsletterSchema = z.object({ email });
export const newsletterStatusSchema = z.enum(['subscribed', 'pending', 'none']);
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;
export const newsletterUnsubscribeSchema = z.object({ email, signature: z.string().min(10).max(200) });

export const orderTrackingQuerySchema = z.object({
  orderNumber: z.string().trim().min(1).max(CONTACT_ORDER_NUMBER_MAX_LENGTH),
  /** The order's e-mail address or its shipping postcode. */
  verifier: z.string().trim().min(3).max(254),
});
export const trackedOrderSchema = z.object({
  increment_id: z.string(),
  status: z.string(),
  created_at: z.string(),
  grand_total: z.string(),
  items: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number() })),
  shipment: z.object({ method: z.string(), city: z.string(), country: z.string() }).nullable(),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/** A date of birth as entered: the store's format, checked by lib/service/age-check. */
export const birthDateInputSchema = z.object({ birthDate: z.string().trim().max(20) });

export const stockAlertSchema = z.object({ email, sku: z.string().trim().min(1).max(64) });

export const recentlyViewedSchema = z.object({ skus: z.array(z.string().min(1).max(64)).max(RECENTLY_VIEWED_MAX) });

/** Spec 02 §3 "Coffee corner preferences" (birth date set once; the data-protection acknowledgement required, §5). */
export const MILK_FOAM_SYSTEMS = ['integrated', 'external', 'none'] as const;
export const GRINDER_KINDS = ['integrated', 'electric', 'manual'] as const;
export const COFFEE_INTENSITIES = ['mild', 'medium', 'intense'] as const;
const preference = z.string().trim().max(200).optional();
export const coffeeCornerPreferencesSchema = z.object({
  drinks: preference,
  coffees: preference,
  flavour: preference,
  preparation: preference,
  milkFoam: z.enum(MILK_FOAM_SYSTEMS).optional(),
  grinder: z.enum(GRINDER_KINDS).optional(),
  beanType: preference,
  intensity: z.enum(COFFEE_INTENSITIES).optional(),
  aroma: preference,
  acidity: preference,
  decaf: z.boolean().optional(),
  organic: z.boolean().optional(),
});
export type CoffeeCornerPreferences = z.infer<typeof coffeeCornerPreferencesSchema>;
export const coffeeCornerInputSchema = z.object({
  preferences: coffeeCornerPreferencesSchema,
  /** As typed in the store's format; only taken when none is stored. */
  birthDate: z.string().trim().max(20).optional(),
  acknowledged: z.literal(true),
});
export const coffeeCornerSchema = z.object({
  preferences: coffeeCornerPreferencesSchema,
  birth_date: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
});
export type CoffeeCorner = z.infer<typeof coffeeCornerSchema>;

/** Spec 02 §3 "Order-again list": items, count, currentPage. */
export const orderAgainQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const orderAgainItemSchema = z.object({ sku: z.string(), name: z.string(), order_id: z.string(), last_ordered_at: z.string() });
export const orderAgainListSchema = z.object({ items: z.array(orderAgainItemSchema), count: z.number().int(), currentPage: z.number().int(), pageSize: z.number().int() });
export type OrderAgainList = z.infer<typeof orderAgainListSchema>;
