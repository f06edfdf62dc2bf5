/** The day badges of the month grid and their legend: one definition for both. */
import type { DaySummary } from "@/lib/calendar/days";

export type Badge = { key: string; symbol: string; text: string; spoken: string; className: string };

export const LEGEND = [
  { key: "mood", symbol: "☺", label: "Mood score (1-10)", className: "bg-amber-100 text-amber-900" },
  { key: "exercise", symbol: "W", label: "Workouts", className: "bg-emerald-100 text-emerald-900" },
  { key: "migraine", symbol: "⚡", label: "Migraine", className: "bg-red-100 text-red-900" },
  { key: "vitals", symbol: "♥", label: "Vital signs recorded", className: "bg-sky-100 text-sky-900" },
  { key: "meals", symbol: "M", label: "Meals logged", className: "bg-violet-100 text-violet-900" },
] as const;

const style = (key: string) => LEGEND.find((l) => l.key === key)!;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

export function badgesFor(day: DaySummary | undefined): Badge[] {
  if (!day) return [];
  const out: Badge[] = [];
  const add = (key: string, text: string, spoken: string) =>
    out.push({ key, symbol: style(key).symbol, text, spoken, className: style(key).className });
  if (day.mood !== null) add("mood", String(day.mood), `mood ${day.mood}`);
  if (day.workouts > 0) add("exercise", String(day.workouts), plural(day.workouts, "workout"));
  if (day.migraines > 0)
    add("migraine", day.migraines > 1 ? String(day.migraines) : "", plural(day.migraines, "migraine"));
  if (day.vitals > 0) add("vitals", String(day.vitals), plural(day.vitals, "vital sign"));
  if (day.meals > 0) add("meals", String(day.meals), plural(day.meals, "meal"));
  return out;
}
