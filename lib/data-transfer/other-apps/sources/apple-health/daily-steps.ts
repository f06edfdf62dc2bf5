/**
 * Steps as a day's total. Apple keeps many short step counts a day, from each device that
 * counted them: an iPhone and a Watch worn together both count the same walk. Summing every
 * record would count those steps twice, so each source's records are summed per local day
 * (the day the count starts) and the day's total is the largest source's sum. State: one
 * number per day and source.
 */
import type { ImportContext, RecordSink } from "../../types";
import { whenOf } from "./dates";

export const STEPS = "HKQuantityTypeIdentifierStepCount";
export const MAX_DAILY_STEPS = 200_000;
const NO_VALUE = "A step count without a readable number";

export class DailySteps {
  private days = new Map<string, Map<string, number>>();

  constructor(
    private readonly ctx: ImportContext,
    private readonly sink: RecordSink,
  ) {}

  add(value: string | undefined, at: Date | null, source: string): void {
    const steps = value === undefined || value.trim() === "" ? NaN : Number(value);
    if (!Number.isFinite(steps) || steps < 0) return this.sink.skip("steps", NO_VALUE);
    const when = whenOf(at, this.ctx);
    if ("problem" in when) return this.sink.skip("steps", when.problem);
    let sources = this.days.get(when.date);
    if (!sources) this.days.set(when.date, (sources = new Map()));
    sources.set(source, (sources.get(source) ?? 0) + steps);
  }

  end(): void {
    for (const [date, sources] of [...this.days].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const steps = Math.round(Math.max(...sources.values()));
      if (steps > MAX_DAILY_STEPS) {
        this.sink.skip("steps", `A day's total above ${MAX_DAILY_STEPS} steps`);
        continue;
      }
      this.sink.add({ kind: "steps", date, items: [{ kind: "daily_steps", body: { date, steps } }] });
    }
    this.days.clear();
  }
}
