/**
 * One point of a chart, on screen or in a PDF, and the value axis every chart draws: pure, so
 * the screen and a test agree on the ticks.
 */

/**
 * A label on the x axis and its value (null: no data that day). `date` (YYYY-MM-DD) or `month`
 * (YYYY-MM), when given, let the screen write the label in the reader's locale ("Nov 21",
 * "21 Nov", "Nov 2026"); `label` is the fallback and what a PDF prints.
 */
export type ChartPoint = { label: string; value: number | null; date?: string; month?: string };

export type AxisOptions = {
  /** Start the axis at 0 (amounts: calories, minutes) rather than fit it to the data (weights, pulse). */
  zero?: boolean;
  /** Counts (workouts, days): whole-number ticks only. */
  integer?: boolean;
  /** The smallest range the axis spans, so one reading is not stretched across the whole height. */
  minSpan?: number;
};

export type Axis = { min: number; max: number; ticks: number[] };

/** Ticks aimed for: enough to read a value, few enough for a phone. */
const TARGET_TICKS = 5;

/** A round step (1, 2, 2.5 or 5 times a power of ten) near `raw`; whole numbers only for counts. */
function niceStep(raw: number, integer: boolean): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const f = raw / magnitude;
  const nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 && !integer ? 2.5 : f <= 5 ? 5 : 10;
  const step = nice * magnitude;
  return integer ? Math.max(1, Math.round(step)) : step;
}

/**
 * The value axis of a chart over `values` (goal lines included): round ticks from a round
 * minimum to a round maximum. A single reading, or readings all alike, get a range around
 * them of at least `minSpan` (by default 10% of the value, at least 1) instead of a
 * degenerate axis whose every tick reads the same.
 */
export function valueAxis(
  values: readonly number[],
  { zero = true, integer = false, minSpan }: AxisOptions = {},
): Axis {
  if (values.length === 0) return { min: 0, max: 1, ticks: [0, 1] };
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (zero) {
    lo = Math.min(0, lo);
    hi = Math.max(0, hi);
  }
  const mid = (lo + hi) / 2;
  const need = minSpan ?? Math.max(Math.abs(mid) * 0.1, 1);
  if (hi - lo < need) {
    if (zero && lo === 0) hi = Math.max(hi, need);
    else {
      lo = mid - need / 2;
      hi = mid + need / 2;
    }
  }
  const step = niceStep((hi - lo) / TARGET_TICKS, integer);
  // rounding keeps 0.1 + 0.2 from printing as 0.30000000000000004
  const at = (n: number) => Number((n * step).toPrecision(12));
  const first = Math.floor(lo / step + 1e-9);
  let last = Math.ceil(hi / step - 1e-9);
  if (last === first) last += 1;
  const ticks = Array.from({ length: last - first + 1 }, (_, i) => at(first + i));
  return { min: ticks[0]!, max: ticks.at(-1)!, ticks };
}
