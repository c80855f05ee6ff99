/** Request payloads of the wishlist and newsletter calls (spec 01 §7, 02 §3), shared with the client. */
import { z } from 'zod';

export const wishlistItemInputSchema = z.object({
  sku: z.string().trim().min(1).max(64),
  product_id: z.number().int().nonnegative().optional(),
});

export const newsletterEmailSchema = z.object({ email: z.email().max(254) });
export const newsletterConfirmSchema = z.object({ token: z.string().min(1).max(512) });
