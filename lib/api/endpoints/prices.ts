/**
 * The price render list (spec 01 §7 "{products endpoint}/render-list"): current prices of skus for
 * the caller's customer group, which the server reads from the user token. Silent: a failure
 * leaves prices as they were (spec 01 §8 "render-list failure: logged, empty result").
 */
import type { Task } from '../task';

export function renderListTask(skus: readonly string[]): Task {
  return { path: '/api/products/render-list', method: 'GET', query: { skus: skus.join(',') }, silent: true };
}
