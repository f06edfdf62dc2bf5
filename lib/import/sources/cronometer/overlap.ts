/**
 * Cronometer's daily summary repeats, day by day, the totals of its servings. The files of one
 * import are read one after another, so a reader cannot know that another file of the same
 * import holds the same days; the preview, which sees every file's outcome, can, and asks the
 * user to untick one of them.
 */
import type { FileOutcome } from "../../read";
import { DAILY_SUMMARY, SERVINGS } from "./kinds";

export const SUMMARY_WITH_SERVINGS =
  "Cronometer's daily summary repeats the totals of its servings: importing both would count each day's food twice. Import one of the two files.";

/** The warning to show when an import holds both Cronometer files, else null. */
export function cronometerOverlap(outcomes: readonly FileOutcome[]): string | null {
  const read = (kind: string) =>
    outcomes.some((o) => o.source === "cronometer" && o.fileKind === kind && !o.error && !o.notImported);
  return read(SERVINGS) && read(DAILY_SUMMARY) ? SUMMARY_WITH_SERVINGS : null;
}
