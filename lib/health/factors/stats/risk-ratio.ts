/**
 * The risk ratio of a 2×2 table (rate with the factor / rate without) and its 95 % Katz log
 * interval. When a cell is 0 the log ratio is infinite, so 0.5 is added to every cell (the
 * Haldane–Anscombe correction), which keeps the interval finite and wide, as few days warrant.
 */
export type RiskRatio = { risk_ratio: number; ci_low: number; ci_high: number };

const Z95 = 1.959963984540054;

/** a of n1 days with the factor had a migraine; c of n0 days without it did. */
export function katzInterval(a: number, n1: number, c: number, n0: number): RiskRatio {
  const k = a === 0 || c === 0 || a === n1 || c === n0 ? 0.5 : 0;
  const [x1, m1, x0, m0] = [a + k, n1 + 2 * k, c + k, n0 + 2 * k];
  const rr = x1 / m1 / (x0 / m0);
  const se = Math.sqrt(1 / x1 - 1 / m1 + 1 / x0 - 1 / m0);
  return { risk_ratio: rr, ci_low: Math.exp(Math.log(rr) - Z95 * se), ci_high: Math.exp(Math.log(rr) + Z95 * se) };
}
