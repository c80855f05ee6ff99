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
