/**
 * Corrections for testing many comparisons at once. Each takes the p-values of one family and
 * answers, in the same order, which comparisons are rejected (count as findings).
 */

function ascendingOrder(pValues: number[]): number[] {
  return pValues.map((_, i) => i).sort((x, y) => pValues[x]! - pValues[y]!);
}

/**
 * Holm's step-down procedure: the family-wise error rate (the chance of any false finding)
 * stays at most `alpha`, as with Bonferroni, while each rejection relaxes the next threshold.
 */
export function holmRejections(pValues: number[], alpha: number): boolean[] {
  const m = pValues.length;
  const rejected = Array<boolean>(m).fill(false);
  const order = ascendingOrder(pValues);
  for (let k = 0; k < m; k++) {
    const i = order[k]!;
    if (pValues[i]! > alpha / (m - k)) break;
    rejected[i] = true;
  }
  return rejected;
}

/**
 * Benjamini–Hochberg step-up procedure: the expected share of false findings among the findings
 * stays at most `q`; when nothing is real, that is the chance of any finding at all.
 */
export function benjaminiHochbergRejections(pValues: number[], q: number): boolean[] {
  const m = pValues.length;
  const rejected = Array<boolean>(m).fill(false);
  const order = ascendingOrder(pValues);
  let last = -1;
  for (let k = 0; k < m; k++) if (pValues[order[k]!]! <= (q * (k + 1)) / m) last = k;
  for (let k = 0; k <= last; k++) rejected[order[k]!] = true;
  return rejected;
}
