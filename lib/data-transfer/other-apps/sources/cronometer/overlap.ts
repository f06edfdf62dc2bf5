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

/**
 * When both files are picked, leaves the daily summary out (the servings say more) and names
 * it with the reason, so no day's food counts twice.
 */
export function leaveOutDailySummaries(files: { outcomes: FileOutcome[]; included: boolean }[]): void {
  const reason = cronometerOverlap(files.flatMap((f) => f.outcomes));
  if (!reason) return;
  for (const file of files) {
    const only = file.outcomes.length === 1 ? file.outcomes[0]! : null;
    if (!only || only.source !== "cronometer" || only.fileKind !== DAILY_SUMMARY) continue;
    file.included = false;
    file.outcomes = [{ ...only, notImported: reason }];
  }
}
