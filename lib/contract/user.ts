/**
 * Request payloads of the user calls (spec 02 §7 "User API"), shared by route handlers and the
 * client. Pure zod: safe to import in the browser.
 */
import { z } from 'zod';
import { ORDERS_HISTORY_FIRST_PAGE, ORDERS_HISTORY_PAGE_SIZE } from '@/lib/config/commerce';
import { addressBookInputSchema } from './customer-address';
import { emailField as email, passwordField as password, personNameField as name } from './fields';

export const loginInputSchema = z.object({ username: email, password: z.string().min(1).max(256) });
export type LoginRequest = z.input<typeof loginInputSchema>;
export const refreshInputSchema = z.object({ refreshToken: z.string().min(1).max(512) });

/**
 * The token answer of login and refresh: the access token in `result`, the (rotated) refresh
 * token in `meta.refreshToken` (docs/architecture.md "Server API rules").
 */
export const tokenAnswerSchema = z.object({
  code: z.literal(200),
  result: z.string().min(1),
  meta: z.object({ refreshToken: z.string().min(1).optional() }).nullish(),
});

export const customerProfileSchema = z.object({
  email,
  firstname: name,
  lastname: name,
  /** The whole address book afterwards (spec 02 §7 updateProfile): addresses left out are deleted. */
  addresses: addressBookInputSchema.optional(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const registerInputSchema = z.object({ customer: customerProfileSchema, password });
export const resetPasswordInputSchema = z.object({ email });
export const createPasswordInputSchema = z.object({
  email,
  newPassword: password,
  resetToken: z.string().min(1).max(512),
});
export const updateProfileInputSchema = z.object({ customer: customerProfileSchema.partial() });
export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1).max(256),
  newPassword: password,
});
/** Deleting the account repeats the current password: a lent device or a stolen token alone cannot delete it. */
export const deleteAccountInputSchema = z.object({ currentPassword: z.string().min(1).max(256) });
export const ordersHistoryQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(ORDERS_HISTORY_PAGE_SIZE * 10).default(ORDERS_HISTORY_PAGE_SIZE),
  currentPage: z.coerce.number().int().min(1).default(ORDERS_HISTORY_FIRST_PAGE),
});
