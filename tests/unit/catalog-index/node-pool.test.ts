/**
 * The search path's node pool (issue 33): round robin over the nodes that are up, a node marked down
 * skipped for CLUSTER_NODE_DOWN_MS and then asked again, never a node the search already waits on
 * while another is left, and always some node, even when all are down. A node whose indexing count
 * rose between two readings (an import filling an index there, ADR 0079) is taken only when no
 * other node is up.
 */
import { NodePool } from '@/lib/catalog/search/cluster/node-pool';
import { CLUSTER_NODE_DOWN_MS } from '@/lib/config/search';

function poolOf(count: number) {
  let now = 0;
  const pool = new NodePool(count, CLUSTER_NODE_DOWN_MS, () => now);
  return { pool, advance: (ms: number) => (now += ms) };
}

const picks = (pool: NodePool, n: number, busy?: Set<number>) => Array.from({ length: n }, () => pool.pick(busy));

describe('the node pool', () => {
  it('takes the nodes in turn', () => {
    expect(picks(poolOf(3).pool, 7)).toEqual([0, 1, 2, 0, 1, 2, 0]);
  });

  it('skips a node marked down until its time is up, then takes it in turn again', () => {
    const { pool, advance } = poolOf(3);
    pool.markDown(1);
    expect(picks(pool, 4)).toEqual([0, 2, 0, 2]);
    advance(CLUSTER_NODE_DOWN_MS - 1);
    expect(pool.pick()).toBe(0);
    advance(1);
    expect(picks(pool, 3)).toEqual([1, 2, 0]);
  });

  it('takes a node that answered again at once', () => {
    const { pool } = poolOf(2);
    pool.markDown(0);
    pool.markUp(0);
    expect(picks(pool, 2)).toEqual([0, 1]);
  });

  it('never picks a node the search already waits on while another is left, even a down one', () => {
    const { pool } = poolOf(2);
    pool.markDown(1);
    expect(pool.pick(new Set([0]))).toBe(1);
    expect(pool.pick(new Set([1]))).toBe(0);
  });

  it('picks the node back soonest when every free node is down, and some node when every node is busy', () => {
    const { pool, advance } = poolOf(3);
    pool.markDown(2);
    advance(10);
    pool.markDown(1);
    expect(pool.pick(new Set([0]))).toBe(2);
    expect([0, 1, 2]).toContain(pool.pick(new Set([0, 1, 2])));
  });

  it('serves a one-node cluster whatever happened to its node', () => {
    const { pool } = poolOf(1);
    pool.markDown(0);
    expect(picks(pool, 2, new Set([0]))).toEqual([0, 0]);
  });

  it('takes a node whose indexing count rose only when no other node is up, until a reading finds it still', () => {
    const { pool } = poolOf(3);
    pool.noteIndexed(1, 500);
    expect(pool.isIndexing(1)).toBe(false);
    pool.noteIndexed(1, 800);
    expect(pool.isIndexing(1)).toBe(true);
    expect(picks(pool, 4)).toEqual([0, 2, 0, 2]);
    pool.markDown(0);
    pool.markDown(2);
    expect(pool.pick()).toBe(1);
    pool.markUp(0);
    expect(pool.pick(new Set([0]))).toBe(1);
    pool.noteIndexed(1, 800);
    expect(pool.isIndexing(1)).toBe(false);
    expect(picks(pool, 2)).toEqual([0, 1]);
  });

  it('does not take a restarted node (its count back near zero) for an indexing one', () => {
    const { pool } = poolOf(2);
    pool.noteIndexed(0, 10_000);
    pool.noteIndexed(0, 12);
    expect(pool.isIndexing(0)).toBe(false);
  });

  it('refuses a pool without nodes', () => {
    expect(() => new NodePool(0)).toThrow(/at least one node/);
  });
});
