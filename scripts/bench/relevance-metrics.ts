/**
 * The relevance measures of `bench:relevance` (issue 19), pure: nDCG@k with binary judgements,
 * whether a relevant product is in the top k, and the summary over a judged query set.
 */

/** Normalised discounted cumulative gain of a ranking against the set of relevant ids. */
export function ndcgAt(k: number, ranked: readonly number[], relevant: ReadonlySet<number>): number {
  if (relevant.size === 0) return ranked.length === 0 ? 1 : 0;
  let dcg = 0;
  ranked.slice(0, k).forEach((id, i) => {
    if (relevant.has(id)) dcg += 1 / Math.log2(i + 2);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(k, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
  return dcg / ideal;
}

export function hitInTop(k: number, ranked: readonly number[], relevant: ReadonlySet<number>): boolean {
  return ranked.slice(0, k).some((id) => relevant.has(id));
}

export interface JudgedAnswer {
  query: string;
  kind: string;
  relevant: ReadonlySet<number>;
  ranked: readonly number[];
  total: number;
}

export interface RelevanceSummary {
  queries: number;
  ndcg10: number;
  top3: number;
  /** Share of the queries with relevant products that found nothing. */
  zeroResults: number;
  /** Share of the nonsense queries (no relevant product) that found something. */
  nonsenseAnswered: number;
  misses: JudgedAnswer[];
}

export function summarize(answers: readonly JudgedAnswer[]): RelevanceSummary {
  const judged = answers.filter((a) => a.relevant.size > 0);
  const nonsense = answers.filter((a) => a.relevant.size === 0);
  const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);
  return {
    queries: answers.length,
    ndcg10: mean(judged.map((a) => ndcgAt(10, a.ranked, a.relevant))),
    top3: mean(judged.map((a) => (hitInTop(3, a.ranked, a.relevant) ? 1 : 0))),
    zeroResults: mean(judged.map((a) => (a.total === 0 ? 1 : 0))),
    nonsenseAnswered: mean(nonsense.map((a) => (a.total > 0 ? 1 : 0))),
    misses: judged.filter((a) => !hitInTop(3, a.ranked, a.relevant)),
  };
}
