/** Fisher's exact test for a 2×2 table, two-sided (sum of tables no likelier than the one seen). */
const logFactorials: number[] = [0];
function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++) logFactorials[i] = logFactorials[i - 1]! + Math.log(i);
  return logFactorials[n]!;
}

/**
 * Table:          outcome  no outcome
 *   exposed          a         b
 *   not exposed      c         d
 */
export function fisherExactP(a: number, b: number, c: number, d: number): number {
  const { less, equal } = tablesAsLikely(a, b, c, d);
  return Math.min(1, less + equal);
}

/**
 * The mid-p version: tables less likely than the one seen, plus half the probability of those
 * as likely. The exact test counts the whole of the observed table, so with few days its
 * real false-positive rate sits well below the level asked for; the mid-p value comes close
 * to that level on average, which the grades need to find real triggers in months of data.
 */
export function fisherMidP(a: number, b: number, c: number, d: number): number {
  const { less, equal } = tablesAsLikely(a, b, c, d);
  return Math.min(1, less + equal / 2);
}

/** Total probability (fixed margins) of the tables less likely than the observed one, and as likely. */
function tablesAsLikely(a: number, b: number, c: number, d: number): { less: number; equal: number } {
  const row1 = a + b;
  const col1 = a + c;
  const n = a + b + c + d;
  const logP = (x: number) =>
    logFactorial(row1) +
    logFactorial(n - row1) +
    logFactorial(col1) +
    logFactorial(n - col1) -
    logFactorial(n) -
    logFactorial(x) -
    logFactorial(row1 - x) -
    logFactorial(col1 - x) -
    logFactorial(n - row1 - col1 + x);
  const observed = logP(a);
  let less = 0;
  let equal = 0;
  for (let x = Math.max(0, row1 + col1 - n); x <= Math.min(row1, col1); x++) {
    const lp = logP(x);
    if (lp < observed - 1e-7) less += Math.exp(lp);
    else if (lp <= observed + 1e-7) equal += Math.exp(lp);
  }
  return { less, equal };
}
