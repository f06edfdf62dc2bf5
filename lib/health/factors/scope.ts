/**
 * The factor analysis as a provider link may show it: a comparison only when the area its
 * factor comes from is shared (a journal rating with the journal, food ingredients and
 * calories with food), since its counts tell how often that area's condition held. Logged
 * triggers, the user's suspicions and the weather of their place belong to the migraines.
 */
import type { ShareArea } from "@/lib/identity/share-areas";
import type { FactorAnalysis } from "./analysis";

const JOURNAL_FACTORS = new Set(["poor_sleep", "high_stress", "low_mood", "low_energy"]);

/** The area a factor's key draws on. */
export function factorArea(key: string): ShareArea {
  if (JOURNAL_FACTORS.has(key)) return "journal";
  if (key === "exercise") return "exercise";
  if (key === "calories_over_goal" || key.startsWith("food:")) return "food";
  return "migraines";
}

/**
 * The comparisons of the shared areas only; the joint view only when every factor in it is
 * shown, as each adjusted ratio depends on all the others. `hidden` counts the comparisons left out.
 */
export function scopeFactorAnalysis<A extends FactorAnalysis>(
  analysis: A,
  areas: readonly ShareArea[],
): A & { hidden: number } {
  const shown = (key: string) => areas.includes(factorArea(key));
  const results = analysis.results.filter((r) => shown(r.key));
  const joint = analysis.joint && analysis.joint.factors.every((f) => shown(f.key)) ? analysis.joint : null;
  return { ...analysis, results, joint, hidden: analysis.results.length - results.length };
}

/** The areas other than the migraines whose records give factors. */
const FACTOR_AREAS = ["journal", "exercise", "food"] as const satisfies readonly ShareArea[];

/**
 * The factor analysis as a report shows it: over `window_days`, with the comparisons of the
 * shared areas only when `areas` is given (a provider link's), and `left_out` the areas of
 * factors it does not share (the link's analysis never reads them, records there or not).
 */
export type ShownFactors = FactorAnalysis & { window_days: number; left_out: ShareArea[] };

export function shownFactors(analysis: FactorAnalysis, windowDays: number, areas?: readonly ShareArea[]): ShownFactors {
  if (!areas) return { ...analysis, window_days: windowDays, left_out: [] };
  const { hidden: _hidden, ...scoped } = scopeFactorAnalysis(analysis, areas);
  return { ...scoped, window_days: windowDays, left_out: FACTOR_AREAS.filter((area) => !areas.includes(area)) };
}

/** "Factors from the journal and food, not shared here, are left out."; null when none is. */
export function leftOutText(left: readonly ShareArea[]): string | null {
  if (left.length === 0) return null;
  const names = left.map((a) => (a === "journal" ? "the journal" : a));
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `Factors from ${list}, not shared here, are left out.`;
}
