/**
 * Two-stage product caching (spec 01 §4 "Persistent cache"): a listing first loads products with
 * few fields (first stage), then in full (second stage). It only pays when the first stage is the
 * faster one, so once a first stage is measured slower than its second stage the switch stays off.
 */
export interface TwoStageCaching {
  readonly enabled: boolean;
  /** Both stages' durations of one load, in milliseconds. */
  measured(firstStageMs: number, secondStageMs: number): TwoStageCaching;
}

export function twoStageCaching(enabled = true): TwoStageCaching {
  return {
    enabled,
    measured(firstStageMs, secondStageMs) {
      return twoStageCaching(enabled && firstStageMs <= secondStageMs);
    },
  };
}
