/**
 * The joint view: every compared factor and lag in one ridge-penalised logistic regression of
 * migraine days, so a factor that only stands in for another (short sleep on stressful days)
 * gets a small adjusted association once the other is in the model.
 *
 * Columns are standardised, so one penalty treats common and rare factors alike. A day on
 * which a factor is not known (journal skipped, no weather) takes the factor's mean, which
 * adds nothing to the fit: requiring every factor to be known would keep only the few days on
 * which the journal, the food log and the weather all exist, and 90 days must suffice.
 */
import { fitRidgeLogistic } from "./ridge-logistic";

/** Fewer days than this leave too little to separate factors from each other. */
export const MIN_JOINT_DAYS = 30;
/** The ridge penalty on standardised slopes: about the information a handful of days carries. */
export const RIDGE_LAMBDA = 5;

export type JointColumn = { values: (boolean | null)[] };
export type JointEstimate = { days: number; odds_ratios: number[]; ranks: number[] };

/** `values[i]` and `migraine[i]` are the same day. */
export function fitJointModel(columns: JointColumn[], migraine: boolean[]): JointEstimate | null {
  if (columns.length === 0) return null;
  const scales = columns.map(({ values }) => {
    const known = values.filter((v): v is boolean => v !== null).map(Number);
    const mean = known.reduce((s, v) => s + v, 0) / Math.max(known.length, 1);
    const sd = Math.sqrt(known.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(known.length, 1));
    return { mean, sd };
  });
  const rows: number[][] = [];
  const outcome: number[] = [];
  migraine.forEach((m, day) => {
    if (columns.every((c) => c.values[day] === null)) return;
    rows.push(
      columns.map((c, j) => {
        const v = c.values[day];
        const { mean, sd } = scales[j]!;
        return v === null || v === undefined || sd === 0 ? 0 : (Number(v) - mean) / sd;
      }),
    );
    outcome.push(m ? 1 : 0);
  });
  if (rows.length < MIN_JOINT_DAYS) return null;
  const fit = fitRidgeLogistic(rows, outcome, RIDGE_LAMBDA);
  const standardised = fit.coefficients;
  // ranked by the standardised slope: the odds ratio of a rare factor rests on few days
  const order = standardised.map((_, j) => j).sort((x, y) => Math.abs(standardised[y]!) - Math.abs(standardised[x]!));
  const ranks = Array<number>(columns.length).fill(0);
  order.forEach((j, k) => (ranks[j] = k + 1));
  return {
    days: rows.length,
    odds_ratios: standardised.map((b, j) => (scales[j]!.sd === 0 ? 1 : Math.exp(b / scales[j]!.sd))),
    ranks,
  };
}
