/**
 * Catalogue answers cached by a hash of the request (spec 01 §7). The key includes the index's
 * import generation, so an import makes every older answer unreachable; the oldest entries go first.
 */
import { createHash } from 'node:crypto';
import { RESULT_CACHE_ENTRIES } from '@/lib/config/search';

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` hash alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(storeIndex: string, generation: string, request: unknown): string {
  return createHash('sha256').update(`${storeIndex}\n${generation}\n${canonicalJson(request)}`).digest('hex');
}

export class ResultCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly capacity = RESULT_CACHE_ENTRIES) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}
