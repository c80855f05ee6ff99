/** A scripted cart server for the cart's store tests: lines kept by sku, the call table's cart calls. */
import { ok, type Handler, type Reply } from './store-harness';

export const totals = { base_grand_total: 14.9, total_segments: [{ code: 'grand_total', value: 14.9 }] };

/** A server cart that keeps lines by sku and answers the calls of the call table. */
export function cartServer(overrides: Record<string, Handler | Reply> = {}) {
  const lines = new Map<string, { sku: string; qty: number; item_id: number }>();
  let nextId = 1;
  let tokens = 0;
  const reply = (handler: Handler | Reply, request: Parameters<Handler>[0]) => (typeof handler === 'function' ? handler(request) : handler);
  const routes: Record<string, Handler | Reply> = {
    // A create carrying the first line answers it as the update call would, or its refusal (no cart made).
    '/api/cart/create': (request) => {
      if (!(request.body as { cartItem?: unknown } | undefined)?.cartItem) return ok(`cart-${++tokens}`);
      const line = reply(routes['/api/cart/update'], request);
      if (typeof line !== 'object' || line.code !== 200) return line;
      return { code: 200, result: `cart-${++tokens}`, meta: { cartItem: line.result } };
    },
    '/api/cart/update': ({ body }) => {
      const { cartItem } = body as { cartItem: { sku: string; qty: number } };
      const line = lines.get(cartItem.sku) ?? { sku: cartItem.sku, qty: 0, item_id: nextId++ };
      lines.set(cartItem.sku, { ...line, qty: cartItem.qty });
      return ok(lines.get(cartItem.sku));
    },
    '/api/cart/delete': ({ body }) => {
      lines.delete((body as { cartItem: { sku: string } }).cartItem.sku);
      return ok(true);
    },
    '/api/cart/pull': () => ok([...lines.values()]),
    '/api/cart/totals': ok(totals),
    '/api/cart/apply-coupon': ok(true),
    ...overrides,
  };
  return { routes, lines };
}

