/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions, as Lucene's fuzzy
 * query counts them), abandoned as soon as it must exceed `limit`.
 */
/** Three rows of the distance table, reused: fuzzy expansion measures thousands of terms per word. */
let rows = new Int32Array(0);

export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(6 * width);
  let before = rows.subarray(0, width);
  let previous = rows.subarray(width, 2 * width);
  let current = rows.subarray(2 * width, 3 * width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length], limit + 1);
}
