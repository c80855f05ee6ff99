import { ApiError, createRenderListBatcher, type Task, type TaskResult } from '@/lib/api';
import type { RenderListResult } from '@/lib/catalog';
import { RENDER_LIST_MAX_SKUS } from '@/lib/config/commerce';

/** A render-list item for a sku, priced at `gross`; the server names the sku beside the id. */
const item = (sku: string, gross = 9.99) => ({ id: Number(sku.replace(/\D/g, '')), sku, price_info: { final_price: gross, regular_price: gross } });

/** The server prices every sku asked for, unless the test answers a call itself. */
const pricesAll = async (task: Task): Promise<TaskResult> => ({ code: 200, result: { items: skusOf(task).map((sku) => item(sku)) } });

function skusOf(task: Task): string[] {
  return (task.query?.skus ?? '').split(',');
}

interface Setup {
  answer?: (task: Task) => Promise<TaskResult>;
  maxSkus?: number;
}

/** A batcher whose windows close when the test says, with the calls it makes and what it logged. */
function setup({ answer = pricesAll, maxSkus }: Setup = {}) {
  const calls: string[][] = [];
  const windows: (() => void)[] = [];
  const session = { token: 'user-1' as string | null };
  const warn = jest.fn();
  const batcher = createRenderListBatcher({
    execute: (task) => {
      calls.push(skusOf(task));
      return answer(task);
    },
    session: () => session.token,
    schedule: (flush) => windows.push(flush),
    maxSkus,
    warn,
  });
  const closeWindow = () => windows.splice(0).forEach((flush) => flush());
  return { batcher, calls, closeWindow, session, warn };
}

/** Calls the test answers later, to hold them in flight. */
function heldAnswers() {
  const held: (() => void)[] = [];
  const answer = (task: Task) => new Promise<void>((resolve) => held.push(resolve)).then(() => pricesAll(task));
  return { answer, release: () => held.splice(0).forEach((resolve) => resolve()) };
}

const skusIn = (result: RenderListResult | null) => result?.items.map((i) => i.sku);

describe('render-list batching: live prices asking in the same window share one call', () => {
  it('asks once for the union of the skus of every price asking in the window', async () => {
    const { batcher, calls, closeWindow } = setup();
    const asked = Array.from({ length: 24 }, (_, i) => batcher.prices([`SKU-${i + 1}`]));
    asked.push(batcher.prices(['SKU-1', 'SKU-2']));
    expect(calls).toEqual([]);
    closeWindow();
    const answers = await Promise.all(asked);
    expect(calls).toEqual([Array.from({ length: 24 }, (_, i) => `SKU-${i + 1}`)]);
    expect(skusIn(answers[0])).toEqual(['SKU-1']);
    expect(skusIn(answers[23])).toEqual(['SKU-24']);
    expect(skusIn(answers[24])).toEqual(['SKU-1', 'SKU-2']);
  });

  it('closes the window by default at the end of the task the prices asked in', async () => {
    const calls: string[][] = [];
    const batcher = createRenderListBatcher({ execute: (task) => (calls.push(skusOf(task)), pricesAll(task)), session: () => 'user-1' });
    const asked = [batcher.prices(['SKU-1']), batcher.prices(['SKU-2'])];
    await Promise.resolve();
    expect(calls).toEqual([]);
    await Promise.all(asked);
    expect(calls).toEqual([['SKU-1', 'SKU-2']]);
  });

  it('asks again for prices asked after the window closed', async () => {
    const { batcher, calls, closeWindow } = setup();
    const first = batcher.prices(['SKU-1']);
    closeWindow();
    await first;
    const second = batcher.prices(['SKU-1']);
    closeWindow();
    await second;
    expect(calls).toEqual([['SKU-1'], ['SKU-1']]);
  });

  it('gives an item that names no sku to every asker of its call, to be matched by id', async () => {
    const { batcher, closeWindow } = setup({ answer: async () => ({ code: 200, result: { items: [{ id: 7, price_info: { final_price: 1, regular_price: 1 } }] } }) });
    const asked = [batcher.prices(['SKU-1']), batcher.prices(['SKU-2'])];
    closeWindow();
    for (const answer of await Promise.all(asked)) expect(answer?.items.map((i) => i.id)).toEqual([7]);
  });

  it('asks nothing for no skus', async () => {
    const { batcher, calls, closeWindow } = setup();
    const answer = batcher.prices([]);
    closeWindow();
    expect(await answer).toEqual({ items: [] });
    expect(calls).toEqual([]);
  });
});

describe('render-list batching: chunks the route accepts', () => {
  it(`splits the union into calls of at most RENDER_LIST_MAX_SKUS (${RENDER_LIST_MAX_SKUS}) skus`, async () => {
    const { batcher, calls, closeWindow } = setup();
    const skus = Array.from({ length: 2 * RENDER_LIST_MAX_SKUS + 1 }, (_, i) => `SKU-${i + 1}`);
    const asked = skus.map((sku) => batcher.prices([sku]));
    closeWindow();
    await Promise.all(asked);
    expect(calls.map((call) => call.length)).toEqual([RENDER_LIST_MAX_SKUS, RENDER_LIST_MAX_SKUS, 1]);
    expect(calls.flat()).toEqual(skus);
  });

  it('answers a price whose skus span chunks with the items of every chunk', async () => {
    const { batcher, calls, closeWindow } = setup({ maxSkus: 2 });
    const first = batcher.prices(['SKU-1', 'SKU-2']);
    const spanning = batcher.prices(['SKU-2', 'SKU-3']);
    closeWindow();
    expect(skusIn(await spanning)).toEqual(['SKU-2', 'SKU-3']);
    expect(skusIn(await first)).toEqual(['SKU-1', 'SKU-2']);
    expect(calls).toEqual([
      ['SKU-1', 'SKU-2'],
      ['SKU-3'],
    ]);
  });
});

describe('render-list batching: a failed call is logged and answers nothing (spec 01 §8)', () => {
  it.each([
    ['the network fails', async (): Promise<TaskResult> => Promise.reject(new ApiError('network'))],
    ['the server answers an error code', async (): Promise<TaskResult> => ({ code: 500, result: 'down' })],
    ['the answer is malformed', async (): Promise<TaskResult> => ({ code: 200, result: { items: [{ id: 'x' }] } })],
  ])('answers null to every asker and logs once when %s', async (_case, answer) => {
    const { batcher, closeWindow, warn } = setup({ answer });
    const asked = [batcher.prices(['SKU-1']), batcher.prices(['SKU-2'])];
    closeWindow();
    expect(await Promise.all(asked)).toEqual([null, null]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][1]).toMatchObject({ skus: ['SKU-1', 'SKU-2'] });
  });

  it('answers a price spanning chunks with the chunk that succeeded', async () => {
    const answer = async (task: Task) => (skusOf(task).includes('SKU-3') ? { code: 500, result: 'down' } : pricesAll(task));
    const { batcher, closeWindow, warn } = setup({ answer, maxSkus: 2 });
    const spanning = batcher.prices(['SKU-1', 'SKU-2', 'SKU-3']);
    closeWindow();
    expect(skusIn(await spanning)).toEqual(['SKU-1', 'SKU-2']);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('render-list batching: a call in flight is not repeated', () => {
  it('answers the same skus asked while a call for them is in flight from that call', async () => {
    const held = heldAnswers();
    const { batcher, calls, closeWindow } = setup({ answer: held.answer });
    const first = batcher.prices(['SKU-1', 'SKU-2']);
    closeWindow();
    const again = batcher.prices(['SKU-2', 'SKU-1']);
    closeWindow();
    expect(calls).toEqual([['SKU-1', 'SKU-2']]);
    held.release();
    expect(skusIn(await again)).toEqual(['SKU-1', 'SKU-2']);
    expect(skusIn(await first)).toEqual(['SKU-1', 'SKU-2']);
  });

  it('asks only for the skus no call in flight covers', async () => {
    const held = heldAnswers();
    const { batcher, calls, closeWindow } = setup({ answer: held.answer });
    const first = batcher.prices(['SKU-1']);
    closeWindow();
    const more = batcher.prices(['SKU-1', 'SKU-2']);
    closeWindow();
    held.release();
    expect(calls).toEqual([['SKU-1'], ['SKU-2']]);
    expect(skusIn(await more)).toEqual(['SKU-1', 'SKU-2']);
    await first;
  });

  it("does not share a call in flight for another session's token", async () => {
    const held = heldAnswers();
    const { batcher, calls, closeWindow, session } = setup({ answer: held.answer });
    const first = batcher.prices(['SKU-1']);
    closeWindow();
    session.token = 'user-2';
    const other = batcher.prices(['SKU-1']);
    closeWindow();
    held.release();
    expect(calls).toEqual([['SKU-1'], ['SKU-1']]);
    await Promise.all([first, other]);
  });

  it('asks nothing for prices whose session ended before the window closed', async () => {
    const { batcher, calls, closeWindow, session } = setup();
    const asked = batcher.prices(['SKU-1']);
    session.token = null;
    closeWindow();
    expect(await asked).toBeNull();
    expect(calls).toEqual([]);
  });
});
