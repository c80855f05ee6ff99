import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiError } from '@/lib/api';
import { EXECUTOR_ERRORS } from '@/lib/config/client';
import { LOCALES } from '@/lib/config/stores';

const root = path.join(__dirname, '../../..');
const catalogue = (locale: string, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, 'locales', locale, `${namespace}.json`), 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );
}

/** Every `cart.*` / `checkout.*` key the store and the call layer show. */
function keysInCode(): string[] {
  const keys = new Set<string>();
  for (const file of [...sourceFiles('store'), ...sourceFiles('lib/api')]) {
    for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(/['"]((?:cart|checkout)\.[A-Za-z]+)['"]/g)) keys.add(match[1]);
  }
  for (const kind of Object.keys(EXECUTOR_ERRORS)) keys.add(new ApiError(kind as keyof typeof EXECUTOR_ERRORS).messageKey);
  return [...keys];
}

describe('cart and checkout messages', () => {
  it.each(LOCALES)('%s holds every message the cart, order queue and executor show', (locale) => {
    for (const key of keysInCode()) {
      const [namespace, name] = key.split('.');
      expect([key, typeof catalogue(locale, namespace)[name]]).toEqual([key, 'string']);
    }
  });

  it.each(LOCALES)('%s holds the same keys as English', (locale) => {
    for (const namespace of ['cart', 'checkout']) {
      expect(Object.keys(catalogue(locale, namespace)).sort()).toEqual(Object.keys(catalogue('en-US', namespace)).sort());
    }
  });

  it('English holds the executor errors word for word', () => {
    for (const [kind, text] of Object.entries(EXECUTOR_ERRORS)) {
      expect(catalogue('en-US', 'cart')[`${kind}Error`]).toBe(text);
    }
  });

  it('English holds the order and queue texts of the error catalogue word for word', () => {
    const checkout = catalogue('en-US', 'checkout');
    expect(checkout.orderQueuedError).toBe('The order can not be transfered because of server error. Order has been queued.');
    expect(checkout.queuedOrderStockError).toBe("Some products you've ordered are out of stock. Your order has been canceled.");
    expect(checkout.processingOrder).toBe('Processing order...');
  });
});
