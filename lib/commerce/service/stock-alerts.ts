/**
 * Notify me when back in stock (spec 02 §2 product page, issue 18): an address asks once per product
 * and store; a recurring job mails every request whose product is available again, exactly once
 * (the row is marked in the mail's own transaction).
 */
import { randomUUID } from 'node:crypto';
import { SERVICE_MAIL_TEMPLATES, STOCK_ALERT_SCAN_LIMIT } from '@/lib/config/service';
import { getStore, isStoreCode, type Store } from '@/lib/config/stores';
import { productPath } from '@/lib/seo/catalog-paths';
import type { Db } from '@/lib/db/schema';
import { findCatalogProducts } from '../catalog/product-lookup';
import { outboxMailer } from '../mail/mail-port';
import { isAvailable, readStock } from '../stock/stock-info';

export async function requestStockAlert(db: Db, store: Store, input: { email: string; sku: string }, now: Date): Promise<void> {
  await db
    .insertInto('stock_alerts')
    .values({ id: randomUUID(), email: input.email.toLowerCase(), sku: input.sku, store_code: store.code, created_at: now.toISOString(), notified_at: null })
    .onConflict((oc) => oc.columns(['email', 'sku', 'store_code']).doUpdateSet({ notified_at: null }))
    .execute();
}

/** Mails every open request whose product is available again; answers how many were mailed. */
export async function sendStockAlerts(db: Db, now: Date, limit = STOCK_ALERT_SCAN_LIMIT): Promise<number> {
  const open = await db.selectFrom('stock_alerts').selectAll().where('notified_at', 'is', null).orderBy('created_at').limit(limit).execute();
  let mailed = 0;
  for (const alert of open) {
    if (!isStoreCode(alert.store_code)) continue;
    const store = getStore(alert.store_code);
    const [stock] = await readStock(db, store, [alert.sku], now);
    if (!stock || !isAvailable(stock, 1)) continue;
    const found = (await findCatalogProducts(store, [alert.sku])).get(alert.sku);
    const product = found?.product;
    const path = product ? productPath(product) : '/';
    await db.transaction().execute(async (trx) => {
      const marked = await trx.updateTable('stock_alerts').set({ notified_at: now.toISOString() }).where('id', '=', alert.id).where('notified_at', 'is', null).executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return;
      await outboxMailer(trx, now).send({
        recipient: alert.email,
        template: SERVICE_MAIL_TEMPLATES.backInStock,
        locale: store.i18n.defaultLocale,
        storeCode: store.code,
        variables: { productName: found?.child?.name ?? product?.name ?? alert.sku, productPath: path, sku: alert.sku },
      });
      mailed += 1;
    });
  }
  return mailed;
}
