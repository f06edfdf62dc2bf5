/**
 * Sleep as hours a night. Apple keeps sleep as intervals: in bed, asleep (iOS 16 and later
 * split asleep into core, deep and REM), awake. A night is dated by the local day it ends
 * on: an interval ending after 18:00 belongs to the next day's night, so the part of a night
 * before midnight stays with the rest of it. Its hours are the time asleep; a night with no
 * asleep interval (an iPhone's bedtime alone) counts its time in bed instead. Sources overlap
 * (a Watch and a sleep app track the same night), so each source is summed apart and the
 * night takes the largest. State: a few numbers per night and source.
 */
import { METRIC_RULES } from "@/lib/health/schema";
import { localOf } from "../../time";
import type { ImportContext, RecordSink } from "../../types";
import { NO_DATE, whenOf } from "./dates";

export const SLEEP = "HKCategoryTypeIdentifierSleepAnalysis";
export const IN_BED_NOTE = "Time in bed";
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Hours after 18:00 to the next midnight: an interval ending later belongs to the next night. */
const EVENING_HOURS = 6;

type Stage = "asleep" | "in_bed";
type Tally = { asleepMs: number; asleepEnd: number; inBedMs: number; inBedEnd: number };

/** Older exports write the category as a number: 0 in bed, 1 asleep, 2 awake. */
function stageOf(value: string | undefined): Stage | null {
  if (value === "HKCategoryValueSleepAnalysisInBed" || value === "0") return "in_bed";
  if (value?.startsWith("HKCategoryValueSleepAnalysisAsleep") || value === "1") return "asleep";
  return null;
}

export class SleepNights {
  private nights = new Map<string, Map<string, Tally>>();

  constructor(
    private readonly ctx: ImportContext,
    private readonly sink: RecordSink,
  ) {}

  add(value: string | undefined, start: Date | null, end: Date | null, source: string): void {
    const stage = stageOf(value);
    // awake intervals count toward no night
    if (!stage) return;
    if (!start || !end || end <= start) return this.sink.skip("sleep", NO_DATE);
    const when = whenOf(new Date(end.getTime() + EVENING_HOURS * HOUR_MS), this.ctx);
    if ("problem" in when) return this.sink.skip("sleep", when.problem);
    let sources = this.nights.get(when.date);
    if (!sources) this.nights.set(when.date, (sources = new Map()));
    let t = sources.get(source);
    if (!t) sources.set(source, (t = { asleepMs: 0, asleepEnd: 0, inBedMs: 0, inBedEnd: 0 }));
    const ms = end.getTime() - start.getTime();
    if (stage === "asleep") {
      t.asleepMs += ms;
      t.asleepEnd = Math.max(t.asleepEnd, end.getTime());
    } else {
      t.inBedMs += ms;
      t.inBedEnd = Math.max(t.inBedEnd, end.getTime());
    }
  }

  end(): void {
    const { min, max } = METRIC_RULES.sleep.units.h;
    for (const [date, sources] of [...this.nights].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const tallies = [...sources.values()];
      const asleep = tallies.reduce((best, t) => (t.asleepMs > best.asleepMs ? t : best));
      const inBed = tallies.reduce((best, t) => (t.inBedMs > best.inBedMs ? t : best));
      const useAsleep = asleep.asleepMs > 0;
      const ms = useAsleep ? asleep.asleepMs : inBed.inBedMs;
      const hours = Math.round((ms / HOUR_MS) * 100) / 100;
      if (ms < MINUTE_MS || hours <= min) {
        this.sink.skip("sleep", "Sleep of less than a minute");
        continue;
      }
      if (hours > max) {
        this.sink.skip("sleep", `A night's sleep over ${max} hours`);
        continue;
      }
      const time = localOf(new Date(useAsleep ? asleep.asleepEnd : inBed.inBedEnd), this.ctx).time ?? "00:00";
      this.sink.add({
        kind: "sleep",
        date,
        unit: "h",
        items: [
          {
            kind: "health_metric",
            body: {
              metric_type: "sleep",
              value: hours,
              unit: "h",
              date,
              time,
              ...(useAsleep ? {} : { notes: IN_BED_NOTE }),
            },
          },
        ],
      });
    }
    this.nights.clear();
  }
}
