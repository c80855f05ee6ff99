/** Guest-priced products, the render-list answers that re-price them, and the logging of failed calls. */
import { waitFor } from '@testing-library/react';
import type { Product } from '@/lib/catalog';

/** A simple product as the server renders it for guests: `gross` without tax (a tax-free price keeps the figures plain). */
export function guestPricedProduct(id: number, sku: string, gross: number): Product {
  return {
    id,
    sku,
    type_id: 'simple',
    price: gross,
    price_tax: 0,
    price_incl_tax: gross,
    original_price: gross,
    original_price_tax: 0,
    original_price_incl_tax: gross,
  };
}

/** A 200 render-list answer pricing product ids at a gross figure, and net when given (spec 01 §7). */
export interface RenderedPrice {
  id: number;
  gross: number;
  net?: number;
}

export function renderListAnswer(prices: readonly RenderedPrice[]) {
  return {
    code: 200,
    result: {
      items: prices.map(({ id, gross, net }) => ({
        id,
        price_info: {
          final_price: gross,
          regular_price: gross,
          special_price: null,
          ...(net === undefined ? {} : { extension_attributes: { tax_adjustments: { final_price: net, regular_price: net, special_price: null } } }),
        },
      })),
    },
  };
}

/** Catches the console warning a failed render-list call logs (spec 01 §8), so a test can expect it quietly. */
export function renderListWarnings() {
  return jest.spyOn(console, 'warn').mockImplementation(() => undefined);
}

/** Waits until the failed render-list call has been logged, i.e. its askers have their (empty) answer. */
export async function renderListFailureLogged(warn: ReturnType<typeof renderListWarnings>) {
  await waitFor(() => expect(warn).toHaveBeenCalledWith('render-list call failed', expect.anything()));
}
