'use client';
/**
 * Products of the catalogue by sku or id, read in the browser for screens whose list lives in the
 * client store (wishlist, compare), with their current prices for the shopper's group (render-list,
 * spec 01 §7). `products` is null while loading; a failed read leaves an empty list.
 */
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { catalogProductsTask, renderListTask } from '@/lib/api';
import { productSchema, type Product } from '@/lib/catalog/types';
import { renderListResultSchema } from '@/lib/catalog/price-refresh';
import { useApiTask } from './use-api-task';

export interface CatalogProducts {
  products: Product[] | null;
  /** Gross final price by sku, for the products the render list answered. */
  prices: ReadonlyMap<string, number>;
}

const catalogAnswerSchema = z.object({ items: z.array(z.unknown()) });

export function useCatalogProducts(field: 'sku' | 'id', values: readonly (string | number)[]): CatalogProducts {
  const execute = useApiTask();
  const [found, setFound] = useState<CatalogProducts & { key: string }>({ products: null, prices: new Map(), key: '' });
  const key = values.join(',');

  useEffect(() => {
    if (key === '') return;
    let current = true;
    const wanted = key.split(',');
    const read = async (): Promise<CatalogProducts> => {
      const answer = await execute(catalogProductsTask(field, field === 'id' ? wanted.map(Number) : wanted));
      const items = answer.code === 200 ? (catalogAnswerSchema.safeParse(answer.result).data?.items ?? []) : [];
      const products = items.flatMap((item) => productSchema.safeParse(item).data ?? []);
      // The shopper's order, not the index's.
      products.sort((a, b) => wanted.indexOf(String(a[field])) - wanted.indexOf(String(b[field])));
      const priced = products.length > 0 ? await execute(renderListTask(products.map((p) => p.sku))).catch(() => null) : null;
      const list = priced?.code === 200 ? renderListResultSchema.safeParse(priced.result).data : undefined;
      // Our render list names each item's sku (the cart knows its lines by sku).
      const prices = new Map((list?.items ?? []).flatMap((item) => (typeof item.sku === 'string' ? [[item.sku, item.price_info.final_price] as const] : [])));
      return { products, prices };
    };
    void read()
      .catch((): CatalogProducts => ({ products: [], prices: new Map() }))
      .then((read) => current && setFound({ ...read, key }));
    return () => {
      current = false;
    };
  }, [execute, field, key]);

  if (key === '') return { products: [], prices: new Map() };
  if (found.key === key || found.products === null) return found.key === key ? found : { products: null, prices: found.prices };
  // While a changed list loads, what is still wanted stays on screen (a removal shows at once).
  return { products: found.products.filter((product) => values.map(String).includes(String(product[field]))), prices: found.prices };
}
