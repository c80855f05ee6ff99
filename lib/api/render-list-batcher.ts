/**
 * One render-list call (spec 01 §7 "{products endpoint}/render-list") for every live price that
 * asks within the same short window: a category page's tiles, a product page's price box and tier
 * table, a grouped product's parts and the cart lines ask once for the union of their skus, in
 * chunks the route accepts, and each asker gets the items of its own skus. Skus a call of the same
 * session already has in flight are answered by that call, not asked again. A failed call is
 * logged and answers nothing (spec 01 §8 "render-list failure: logged, empty result"), so those
 * prices stay as they were.
 */
import { renderListResultSchema, type RenderListItem, type RenderListResult } from '@/lib/catalog/price-refresh';
import { RENDER_LIST_BATCH_WINDOW_MS } from '@/lib/config/client';
import { RENDER_LIST_MAX_SKUS } from '@/lib/config/commerce';
import { renderListTask } from './endpoints/prices';
import { isSuccess, type Task, type TaskResult } from './task';

export interface RenderListBatcherOptions {
  execute(task: Task): Promise<TaskResult>;
  /** The user token calls go out with now: a call made for another session answers nobody else. */
  session(): string | null;
  /** Runs `flush` when the window closes; by default a timer of `RENDER_LIST_BATCH_WINDOW_MS`. */
  schedule?: (flush: () => void) => void;
  /** Skus per call; the route refuses more than `RENDER_LIST_MAX_SKUS`. */
  maxSkus?: number;
  warn?: (message: string, detail: Record<string, unknown>) => void;
}

export interface RenderListBatcher {
  /**
   * The render-list items of `skus` for the current session, or null when no call answered them
   * (failed, or the session changed before the window closed). Never rejects.
   */
  prices(skus: readonly string[]): Promise<RenderListResult | null>;
}

interface Call {
  session: string | null;
  skus: ReadonlySet<string>;
  items: Promise<readonly RenderListItem[] | null>;
}

interface Asker {
  skus: readonly string[];
  resolve(result: RenderListResult | null): void;
}

interface Batch {
  session: string | null;
  askers: Asker[];
}

export function createRenderListBatcher(options: RenderListBatcherOptions): RenderListBatcher {
  const schedule = options.schedule ?? ((flush) => void setTimeout(flush, RENDER_LIST_BATCH_WINDOW_MS));
  const maxSkus = options.maxSkus ?? RENDER_LIST_MAX_SKUS;
  const warn = options.warn ?? ((message, detail) => console.warn(message, detail));
  const inFlight = new Set<Call>();
  let waiting: Batch | null = null;

  async function fetchItems(skus: readonly string[]): Promise<readonly RenderListItem[] | null> {
    try {
      const answer = await options.execute(renderListTask(skus));
      const list = isSuccess(answer) ? renderListResultSchema.safeParse(answer.result) : null;
      if (list?.success) return list.data.items;
      warn('render-list answered no prices', { skus, code: answer.code });
    } catch (error) {
      warn('render-list call failed', { skus, error });
    }
    return null;
  }

  function startCall(skus: readonly string[], session: string | null): Call {
    const call: Call = { session, skus: new Set(skus), items: fetchItems(skus) };
    inFlight.add(call);
    void call.items.finally(() => inFlight.delete(call));
    return call;
  }

  /** Each asker's items: those of its own skus; an item that names no sku is matched by id later. */
  async function answer(asker: Asker, callOf: ReadonlyMap<string, Call>): Promise<void> {
    const mine = new Set(asker.skus);
    const calls = new Set(asker.skus.map((sku) => callOf.get(sku)!));
    const answers = await Promise.all([...calls].map((call) => call.items));
    if (answers.every((items) => items === null)) return asker.resolve(null);
    const items = answers.flatMap((list) => list ?? []).filter((item) => typeof item.sku !== 'string' || mine.has(item.sku));
    asker.resolve({ items });
  }

  function flush(batch: Batch): void {
    if (waiting === batch) waiting = null;
    // Prices for a session that has ended would only be thrown away.
    if (options.session() !== batch.session) {
      for (const asker of batch.askers) asker.resolve(null);
      return;
    }
    const sameSession = [...inFlight].filter((call) => call.session === batch.session);
    const callOf = new Map<string, Call>();
    const missing: string[] = [];
    for (const sku of new Set(batch.askers.flatMap((asker) => asker.skus))) {
      const running = sameSession.find((call) => call.skus.has(sku));
      if (running) callOf.set(sku, running);
      else missing.push(sku);
    }
    for (let start = 0; start < missing.length; start += maxSkus) {
      const call = startCall(missing.slice(start, start + maxSkus), batch.session);
      for (const sku of call.skus) callOf.set(sku, call);
    }
    for (const asker of batch.askers) void answer(asker, callOf);
  }

  return {
    prices(skus) {
      const unique = [...new Set(skus)];
      if (unique.length === 0) return Promise.resolve({ items: [] });
      const session = options.session();
      if (waiting !== null && waiting.session !== session) flush(waiting);
      if (waiting === null) {
        const batch: Batch = { session, askers: [] };
        waiting = batch;
        schedule(() => flush(batch));
      }
      const batch = waiting;
      return new Promise((resolve) => batch.askers.push({ skus: unique, resolve }));
    },
  };
}
