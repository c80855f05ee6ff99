/**
 * Which cluster node the search path asks next. The clients' own pools pick "the next node" for a
 * retry or a hedge, which may be the very node that is silent; this pool knows which nodes an
 * attempt is still waiting on, so a second attempt always goes to another node, and it remembers a
 * node that failed or did not answer in time for a short while, so the searches after it do not
 * walk into the same silence. Nodes are numbers (0 … count-1); the seam maps them to its clients.
 */
import { CLUSTER_NODE_DOWN_MS } from '@/lib/config/search';

export class NodePool {
  private next = 0;
  /** When each node that failed may be asked again (absent: it is up). */
  private readonly downUntil = new Map<number, number>();

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
   * The next node round-robin that is up and not in `busy` (the nodes this search already waits on
   * or gave up on). When every other node is busy or down, a down node not in `busy` (the one back
   * soonest), and only when every node is busy, the next one anyway: a one-node cluster has nowhere
   * else to go, and a search must not fail because the pool is pessimistic.
   */
  pick(busy: ReadonlySet<number> = new Set()): number {
    const at = this.now();
    const order = Array.from({ length: this.count }, (_, i) => (this.next + i) % this.count);
    const free = order.filter((node) => !busy.has(node));
    const chosen =
      free.find((node) => !this.isDown(node, at)) ??
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
}
