/**
 * The first `count` documents of a set in a given order, without sorting the whole set: a page of
 * 50 out of 30 000 text hits keeps a heap of 50 (n log 50 comparisons instead of n log n). The hits
 * are walked in their bitset, not copied into an id list first.
 */
import { docIdsBetween, type Bitset } from './bitset';

export type DocOrder = (a: number, b: number) => number;

function siftDown(heap: number[], at: number, compare: DocOrder): void {
  const length = heap.length;
  for (;;) {
    const left = 2 * at + 1;
    if (left >= length) return;
    const right = left + 1;
    // The heap's root is the worst kept document, so children are compared for the later one.
    const later = right < length && compare(heap[right], heap[left]) > 0 ? right : left;
    if (compare(heap[later], heap[at]) <= 0) return;
    [heap[at], heap[later]] = [heap[later], heap[at]];
    at = later;
  }
}

function siftUp(heap: number[], at: number, compare: DocOrder): void {
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if (compare(heap[at], heap[parent]) <= 0) return;
    [heap[at], heap[parent]] = [heap[parent], heap[at]];
    at = parent;
  }
}

/** The `count` first documents of the set (of `total` documents) by `compare` (a total order), in that order. */
export function topRanked(bits: Bitset, total: number, count: number, compare: DocOrder): number[] {
  if (count <= 0) return [];
  if (count * 2 >= total) return docIdsBetween(bits, 0, total).sort(compare).slice(0, count);
  const heap: number[] = [];
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i];
    while (word !== 0) {
      const low = word & -word;
      const doc = i * 32 + (31 - Math.clz32(low));
      word ^= low;
      if (heap.length < count) {
        heap.push(doc);
        siftUp(heap, heap.length - 1, compare);
      } else if (compare(doc, heap[0]) < 0) {
        heap[0] = doc;
        siftDown(heap, 0, compare);
      }
    }
  }
  return heap.sort(compare);
}
