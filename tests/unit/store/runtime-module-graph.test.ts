/**
 * What evaluating the client runtime's code builds (issue 35, ADR 0072): on a new shopper's first
 * add that evaluation is on the confirmation's path, and the catalogue's product, category, attribute
 * and tax schemas (a quarter of the zod schemas it built) are no part of the cart's work. The cart
 * line's shapes come from `lib/catalog/cart-item.ts`; `lib/catalog/types.ts` stays the server's.
 */
jest.mock('@/lib/catalog/types', () => {
  throw new Error('the client runtime evaluated lib/catalog/types.ts');
});

it('evaluates the runtime without the catalogue’s product schemas', async () => {
  await expect(import('@/store/client-runtime')).resolves.toHaveProperty('attachClientRuntime');
});
