/**
 * One store pattern (docs/architecture.md "Client state"): each feature's state, initial value,
 * actions and selectors live in its `*-state.ts` without Redux Toolkit, its reducer in `*-slice.ts`
 * built with `createReducer`; no `createSlice`/`createAction` defines an action a second way, and no
 * cast pretends a store holds a state it does not.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the store', () => {
  const store = sources('store');

  it('defines actions and slices one way: plain actions in *-state.ts, reducers with createReducer', () => {
    expect(store.length).toBeGreaterThan(30);
    expect(store.filter((file) => /\bcreate(Slice|Action)\s*\(/.test(read(file)))).toEqual([]);
  });

  it('each *-slice.ts shares its state module instead of defining state or actions itself', () => {
    const slices = store.filter((file) => file.endsWith('-slice.ts'));
    expect(slices.length).toBeGreaterThan(8);
    expect(slices.filter((file) => !/from '\.\/[\w-]+-state';/.test(read(file)) || /\b(plainAction|preparedAction)\s*[<(]/.test(read(file)))).toEqual([]);
  });

  it('no component or store module casts a state to RootState', () => {
    expect([...store, ...sources('components')].filter((file) => /\bas RootState\b/.test(read(file)))).toEqual([]);
  });
});
