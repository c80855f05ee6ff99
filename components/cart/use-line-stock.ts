'use client';
/**
 * Live stock of the cart's lines (spec 01 §7): asked in batches of 15 whenever the set of skus
 * changes, or `refreshKey` does (the checkout after the stock refused an order); a failed batch
 * leaves its lines unknown.
 */
import { useEffect, useState } from 'react';
import { readStockAnswer, stockBatches, stockListTask, type StockInfo } from '@/lib/checkout';
import type { CartItem } from '@/lib/catalog/types';
import { useApiTask } from '@/components/ui';

export function useLineStock(items: CartItem[], refreshKey: unknown = null): Map<string, StockInfo> {
  const run = useApiTask();
  const [stock, setStock] = useState<Map<string, StockInfo>>(new Map());
  const skuKey = [...new Set(items.map((item) => item.sku))].sort().join(',');
  useEffect(() => {
    if (skuKey === '') return;
    let current = true;
    Promise.all(stockBatches(skuKey.split(',')).map((batch) => run(stockListTask(batch)).then(readStockAnswer, () => [])))
      .then((answers) => {
        if (current) setStock(new Map(answers.flat().map((info) => [info.sku, info])));
      });
    return () => {
      current = false;
    };
  }, [skuKey, run, refreshKey]);
  return stock;
}
