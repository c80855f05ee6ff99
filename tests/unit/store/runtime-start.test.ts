/** @jest-environment jsdom */
/**
 * Starting the client runtime (issue 35): the notifications' messages are asked for at once, beside
 * the runtime's chunk rather than after it, and the runtime takes them over instead of asking again.
 * A shopper's action waits for what the runtime says it needs, not for all of its stored state.
 */
import { attachClientRuntime as attachOf } from '@/store/client-runtime';
import { addRequested } from '@/store/cart/cart-state';
import { clientRuntimeReadyFor, isClientRuntimeReady, pageStoreOf, startClientRuntime } from '@/store/page-store';
import { germanView } from './store-harness';

jest.mock('@/store/client-runtime', () => ({ attachClientRuntime: jest.fn(() => ({ ready: Promise.resolve() })) }));
const attachClientRuntime = attachOf as jest.MockedFunction<typeof attachOf>;

it('asks for the runtime’s messages before its chunk has loaded, and hands the answer to the runtime', async () => {
  const fetchMessages = jest.fn(async () => ({ ok: true, json: async () => ({}) }) as unknown as Response);
  globalThis.fetch = fetchMessages;
  pageStoreOf(germanView);
  const started = startClientRuntime();
  expect(fetchMessages).toHaveBeenCalledTimes(1);
  expect(String((fetchMessages.mock.calls[0] as unknown[])[0])).toMatch(/\/api\/messages$/);
  expect(attachClientRuntime).not.toHaveBeenCalled();
  await started;
  expect(attachClientRuntime).toHaveBeenCalledWith(expect.anything(), { messages: expect.any(Promise) });
  expect(fetchMessages).toHaveBeenCalledTimes(1);
});

it('lets an action through once the runtime is ready for it, though the rest of the stored state is still on the way', async () => {
  globalThis.fetch = jest.fn(async () => ({ ok: false }) as unknown as Response);
  const never = new Promise<void>(() => undefined);
  attachClientRuntime.mockReturnValueOnce({ ready: never, readyFor: (action: unknown) => (addRequested.match(action) ? Promise.resolve() : never) } as never);
  pageStoreOf({ ...germanView, code: 'nl_nl' });
  await clientRuntimeReadyFor(addRequested({ items: [{ sku: 'TEA-1', qty: 1 }] }));
  expect(isClientRuntimeReady()).toBe(false);
});
