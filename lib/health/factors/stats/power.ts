/**
 * How many days a comparison of two migraine rates needs to detect a given difference: the
 * sample size of the two-sided test of two proportions (pooled variance under no difference,
 * the separate variances under the difference), with unequal groups.
 */
import { normalQuantile } from "./normal";

export type PowerQuestion = {
  /** Migraine rate on days without the factor. */
  rateWithout: number;
  /** The rate with the factor that should be detected. */
  rateWith: number;
  /** Share of days with the factor (strictly between 0 and 1). */
  exposedShare: number;
  /** Two-sided significance level the test must reach. */
  alpha: number;
  power: number;
};

/** Total days (with and without the factor) needed; Infinity when the rates are equal. */
export function daysNeededForPower(q: PowerQuestion): number {
  const { rateWithout: p0, rateWith: p1, exposedShare: f } = q;
  if (p0 === p1) return Infinity;
  const zAlpha = normalQuantile(1 - q.alpha / 2);
  const zBeta = normalQuantile(q.power);
  const pooled = f * p1 + (1 - f) * p0;
  const null_ = zAlpha * Math.sqrt(pooled * (1 - pooled) * (1 / f + 1 / (1 - f)));
  const alt = zBeta * Math.sqrt((p1 * (1 - p1)) / f + (p0 * (1 - p0)) / (1 - f));
  return (null_ + alt) ** 2 / (p1 - p0) ** 2;
}
