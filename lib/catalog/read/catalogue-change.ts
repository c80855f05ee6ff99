/**
 * A catalogue change that reaches shoppers at once: every cached catalogue page of this process is
 * dropped (Next.js's output cache now, the page cache in front of it once the answer has been
 * sent, see app/api/revalidate/route.ts for why then) and the change is published to every
 * replica (the catalogue generation, ADR 0017). What an import announces, and what an approved
 * review changes (its product's page and every tile showing it).
 */
import { after } from 'next/server';
import { clearProcessPageCache } from '@/lib/page-cache';
import { publishShopCatalogChange } from '@/lib/replicas';
import { invalidateCatalogPages } from './output-cache';

/** This process's pages only: a replica told of a change by another one. */
export function dropCatalogPages(): void {
  invalidateCatalogPages();
  after(clearProcessPageCache);
}

/** Drops this process's pages and tells the other replicas; answers the new generation. */
export async function announceCatalogChange(): Promise<number> {
  dropCatalogPages();
  return publishShopCatalogChange();
}
