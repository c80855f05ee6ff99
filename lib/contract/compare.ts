/** A compare list entry (spec 02 §3): the product's ids, name and attribute set. `zod/mini` (ADR 0011). */
import { z } from 'zod/mini';

export const compareItemSchema = z.object({
  id: z.number(),
  parentId: z.optional(z.nullable(z.number())),
  sku: z.string().check(z.minLength(1)),
  name: z.string(),
  attribute_set_id: z.number(),
});
export type CompareItem = z.infer<typeof compareItemSchema>;

export const compareListSchema = z.array(compareItemSchema);
