/** Builds InsightData by hand for the pure insight functions. */
import { emptyDay, type DayLog, type InsightData } from "@/lib/insights/days";
import { addDays } from "@/lib/time/dates";

export const TODAY = "2026-03-14"; // a Saturday

/** The date `offset` days before TODAY. */
export const day = (offset: number) => addDays(TODAY, -offset);

export function data(overrides: Partial<InsightData> = {}, days: Partial<DayLog>[] = []): InsightData {
  const map = new Map<string, DayLog>();
  for (const d of days) {
    const day = { ...(map.get(d.date!) ?? emptyDay(d.date!)), ...d } as DayLog;
    map.set(day.date, day);
  }
  return {
    today: TODAY,
    nowTime: "21:00",
    timeZone: "America/New_York",
    since: "2025-01-01",
    dailyCaloriesGoal: 2000,
    weeklyWorkoutGoal: 3,
    waterTargetMl: 2000,
    useImperial: false,
    days: map,
    journal: [],
    migraines: [],
    medications: [],
    doses: [],
    workoutsThisWeek: 0,
    ...overrides,
  };
}
