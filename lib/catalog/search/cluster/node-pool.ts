/**
 * Which cluster node the search path asks next. The clients' own pools pick "the next node" for a
 * retry or a hedge, which may be the very node that is silent; this pool knows which nodes an
 * attempt is still waiting on, so a second attempt always goes to another node, and it remembers a
 * node that failed or did not answer in time for a short while, so the searches after it do not
 * walk into the same silence. It also knows which nodes are indexing documents (an import filling a
 * new index there): a search asks a node's own shard copies (`_local`, ADR 0079) only where none
 * are being written, and goes to an indexing node only when no other is up. Nodes are numbers
 * (0 … count-1); the seam maps them to its clients.
 */
import { CLUSTER_NODE_DOWN_MS } from '@/lib/config/search';

export class NodePool {
  private next = 0;
  /** When each node that failed may be asked again (absent: it is up). */
  private readonly downUntil = new Map<number, number>();
  /** Each node's count of indexed documents at its last reading. */
  private readonly indexed = new Map<number, number>();
  /** The nodes whose count rose between their last two readings. */
  private readonly indexing = new Set<number>();

  constructor(
    readonly count: number,
    private readonly downForMs = CLUSTER_NODE_DOWN_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    if (!Number.isInteger(count) || count < 1) throw new Error(`a node pool needs at least one node, not ${count}`);
  }

  private isDown(node: number, at: number): boolean {
    const until = this.downUntil.get(node);
    if (until === undefined) return false;
    if (until > at) return true;
    this.downUntil.delete(node);
    return false;
  }

  /**
   * The next node round-robin that is up, not indexing and not in `busy` (the nodes this search
   * already waits on or gave up on); then one that is up but indexing. When every other node is busy
   * or down, a down node not in `busy` (the one back soonest), and only when every node is busy, the
   * next one anyway: a one-node cluster has nowhere else to go, and a search must not fail because
   * the pool is pessimistic.
   */
  pick(busy: ReadonlySet<number> = new Set()): number {
    const at = this.now();
    const order = Array.from({ length: this.count }, (_, i) => (this.next + i) % this.count);
    const free = order.filter((node) => !busy.has(node));
    const up = free.filter((node) => !this.isDown(node, at));
    const chosen =
      up.find((node) => !this.indexing.has(node)) ??
      up[0] ??
      [...free].sort((a, b) => (this.downUntil.get(a) ?? 0) - (this.downUntil.get(b) ?? 0))[0] ??
      order[0];
    this.next = (chosen + 1) % this.count;
    return chosen;
  }

  /** A node that refused, reset, timed out or answered partially: skipped for a while. */
  markDown(node: number): void {
    this.downUntil.set(node, this.now() + this.downForMs);
  }

  /** A node that answered is up again, whatever it did before. */
  markUp(node: number): void {
    this.downUntil.delete(node);
  }

  /**
   * A node's count of documents indexed since it started: a node whose count rose since its last
   * reading is indexing (an import is filling an index there) until a reading finds it still.
   */
  noteIndexed(node: number, total: number): void {
    const before = this.indexed.get(node);
    this.indexed.set(node, total);
    if (before !== undefined && total > before) this.indexing.add(node);
    else this.indexing.delete(node);
  }

  /** Whether a node indexed documents between its last two readings. */
  isIndexing(node: number): boolean {
    return this.indexing.has(node);
  }
}
