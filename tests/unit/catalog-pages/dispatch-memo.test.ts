import { getStore } from '@/lib/config/stores';
import { DispatchMemo } from '@/lib/routing/dispatch-memo';
import type { DispatchResult } from '@/lib/routing';

const germany = getStore('de_de');
const germanView = getStore('de');
const rewrite = (path: string): DispatchResult => ({ kind: 'rewrite', path });

function memoOn(generation: { value: string }, capacity = 10) {
  return new DispatchMemo(async () => generation.value, capacity);
}

describe('the proxy keeps dispatch decisions for the import generation', () => {
  it('asks the catalogue once per path and child while the generation stays', async () => {
    const memo = memoOn({ value: 'g1' });
    const decide = jest.fn(async () => rewrite('/c/kaffee-5'));
    expect(await memo.answer(germany, '/kaffee', null, decide)).toEqual(rewrite('/c/kaffee-5'));
    expect(await memo.answer(germany, '/kaffee', null, decide)).toEqual(rewrite('/c/kaffee-5'));
    expect(decide).toHaveBeenCalledTimes(1);
    await memo.answer(germany, '/kaffee', '12', decide);
    expect(decide).toHaveBeenCalledTimes(2);
  });

  it('shares decisions between store views on the same catalogue index', async () => {
    const memo = memoOn({ value: 'g1' });
    const decide = jest.fn(async () => rewrite('/p/MUG/mug-300'));
    await memo.answer(germany, '/zubehoer/mug-300', null, decide);
    await memo.answer(germanView, '/zubehoer/mug-300', null, decide);
    expect(decide).toHaveBeenCalledTimes(1);
  });

  it('asks again after an import changed the generation', async () => {
    const generation = { value: 'g1' };
    const memo = memoOn(generation);
    await memo.answer(germany, '/kaffee', null, async () => rewrite('/c/kaffee-5'));
    generation.value = 'g2';
    expect(await memo.answer(germany, '/kaffee', null, async () => null)).toBeNull();
  });

  it('keeps no decision when the catalogue could not answer', async () => {
    const memo = memoOn({ value: 'g1' });
    await expect(memo.answer(germany, '/kaffee', null, async () => Promise.reject(new Error('timed out')))).rejects.toThrow('timed out');
    expect(await memo.answer(germany, '/kaffee', null, async () => rewrite('/c/kaffee-5'))).toEqual(rewrite('/c/kaffee-5'));
  });

  it('drops the oldest decision past its capacity', async () => {
    const memo = memoOn({ value: 'g1' }, 2);
    const decide = jest.fn(async () => null);
    for (const path of ['/a', '/b', '/c']) await memo.answer(germany, path, null, decide);
    await memo.answer(germany, '/c', null, decide);
    await memo.answer(germany, '/b', null, decide);
    expect(decide).toHaveBeenCalledTimes(3);
    await memo.answer(germany, '/a', null, decide);
    expect(decide).toHaveBeenCalledTimes(4);
  });
});
