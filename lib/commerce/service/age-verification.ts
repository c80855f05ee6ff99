/**
 * The server side of the age check (spec 02 §4, issue 18): an order with an age-restricted product
 * needs a date of birth 18 or more years back, the customer's stored one or the one the age check
 * confirmed in the browser; without it the order is refused. A customer's birth date is set once.
 */
import { isOldEnough } from '@/lib/service/age-check';
import type { CatalogProduct } from '../catalog/product-lookup';
import type { DbExecutor } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';

export function isAgeRestricted({ product, child }: CatalogProduct): boolean {
  return product.age_restricted === true || child?.age_restricted === true;
}

export function refuseUnverifiedAge(products: Iterable<CatalogProduct>, birthDate: string | null, now: Date): void {
  if (![...products].some(isAgeRestricted)) return;
  if (birthDate === null || !isOldEnough(birthDate, now)) throw new ApiError(400, 'ageCheckRequired');
}

/** Sets the customer's birth date when none is set; false when one is (removal only via customer service). */
export async function setBirthDateOnce(db: DbExecutor, userId: string, birthDate: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ birth_date: birthDate, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .where('birth_date', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
