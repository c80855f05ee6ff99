/**
 * The proxy runs for every page request, and a catalogue path would otherwise cost it up to six
 * catalogue lookups (URL map, product, parent) each time, even when the page itself is an output
 * cache hit. A decision depends only on the store's catalogue, so it is kept per process under the
 * index's import generation: an import changes the generation and every older decision is dropped.
 * Bounded: past the limit the oldest decision goes first.
 */
import { catalogIndex } from '@/lib/catalog/search';
import { DISPATCH_MEMO_ENTRIES } from '@/lib/config/routing';
import type { Store } from '@/lib/config/stores';
import type { DispatchResult } from './dispatch';

interface GenerationDecisions {
  generation: string;
  decisions: Map<string, DispatchResult>;
}

export class DispatchMemo {
  private readonly byIndex = new Map<string, GenerationDecisions>();

  constructor(
    private readonly generationOf: (storeIndex: string) => Promise<string> = (storeIndex) => catalogIndex().generation(storeIndex),
    private readonly capacity = DISPATCH_MEMO_ENTRIES,
  ) {}

  /** The kept decision for this store, path and `?s=`, else `decide()`'s (kept unless it throws). */
  async answer(store: Store, path: string, childId: string | null, decide: () => Promise<DispatchResult>): Promise<DispatchResult> {
    const generation = await this.generationOf(store.catalogIndex);
    let current = this.byIndex.get(store.catalogIndex);
    if (current?.generation !== generation) {
      current = { generation, decisions: new Map() };
      this.byIndex.set(store.catalogIndex, current);
    }
    // Decisions are store-relative paths, so views sharing an index (de_de and /de) share them.
    const key = `${path}\n${childId ?? ''}`;
    if (current.decisions.has(key)) return current.decisions.get(key) as DispatchResult;
    const decision = await decide();
    current.decisions.set(key, decision);
    if (current.decisions.size > this.capacity) current.decisions.delete(current.decisions.keys().next().value as string);
    return decision;
  }
}
