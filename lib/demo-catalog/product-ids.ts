/**
 * Hands out product ids in order, so the n-th drawn product has the same id in every store.
 */
export interface ProductIds {
  next(): number;
}

export function createProductIds(first: number): ProductIds {
  let current = first;
  return { next: () => current++ };
}
