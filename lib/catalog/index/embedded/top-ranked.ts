/**
 * The first `count` documents of a set in a given order, without sorting the whole set: a page of
 * 50 out of 30 000 text hits keeps a heap of 50 (n log 50 comparisons instead of n log n).
 */
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

/** The `count` first documents of `docs` by `compare` (a total order), in that order. */
export function topRanked(docs: ArrayLike<number>, count: number, compare: DocOrder): number[] {
  if (count <= 0) return [];
  if (count * 2 >= docs.length) return Array.from(docs).sort(compare).slice(0, count);
  const heap: number[] = [];
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i];
    if (heap.length < count) {
      heap.push(doc);
      siftUp(heap, heap.length - 1, compare);
    } else if (compare(doc, heap[0]) < 0) {
      heap[0] = doc;
      siftDown(heap, 0, compare);
    }
  }
  return heap.sort(compare);
}
