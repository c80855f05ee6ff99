/**
 * The special-price window (spec §5): a special price counts only while now lies inside its dates;
 * either end may be open. Magento writes dates as `YYYY-MM-DD HH:mm:ss`, read here as UTC.
 */
import { CatalogDataError } from './errors';

function parseCatalogDate(value: string, field: string): Date {
  const date = new Date(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) throw new CatalogDataError(field, `"${value}" is not a date`);
  return date;
}

export function isSpecialPriceActive(from: string | null | undefined, to: string | null | undefined, now: Date): boolean {
  if (from && parseCatalogDate(from, 'special_from_date') > now) return false;
  if (to && parseCatalogDate(to, 'special_to_date') < now) return false;
  return true;
}
