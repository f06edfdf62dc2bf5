/**
 * Today's schedule, the next dose and adherence, computed from the medications and their
 * recorded doses. Pure: the page's loader (overview.ts) and the tests feed it data.
 */
import { doseKey, doseSlots, type SchedulableMedication } from "./schedule";
import { addDays } from "@/lib/time/dates";
import { zonedInstant } from "@/lib/time/zones";

type Med = SchedulableMedication & { medication_id: string; name: string; dosage: string };
type DoseRecord = { medication_id: string; date: string; time: string; status: string; taken_at: Date | null };

export type ScheduledDose = {
  medication_id: string;
  name: string;
  dosage: string;
  date: string;
  time: string;
  /** taken / skipped as recorded; "due" once its time has passed, else "upcoming". */
  state: "taken" | "skipped" | "due" | "upcoming";
  taken_at: Date | null;
};

function indexDoses(doses: DoseRecord[]): Map<string, DoseRecord> {
  return new Map(doses.map((d) => [doseKey(d.medication_id, d.date, d.time), d]));
}

/** Every slot of `date`, sorted by time, with what was recorded. `nowTime` is local HH:MM. */
export function scheduleFor(
  meds: Med[],
  doses: DoseRecord[],
  date: string,
  timeZone: string,
  nowTime: string,
  today: string,
): ScheduledDose[] {
  const recorded = indexDoses(doses);
  const out: ScheduledDose[] = [];
  for (const med of meds) {
    for (const time of doseSlots(med, date, timeZone)) {
      const dose = recorded.get(doseKey(med.medication_id, date, time));
      const past = date < today || (date === today && time <= nowTime);
      out.push({
        medication_id: med.medication_id,
        name: med.name,
        dosage: med.dosage,
        date,
        time,
        state: dose?.status === "taken" ? "taken" : dose?.status === "skipped" ? "skipped" : past ? "due" : "upcoming",
        taken_at: dose?.taken_at ?? null,
      });
    }
  }
  return out.sort((a, b) => a.time.localeCompare(b.time) || a.name.localeCompare(b.name));
}

/** The first unrecorded slot from now on (today after `nowTime`, else the next 7 days). */
export function nextDose(
  meds: Med[],
  doses: DoseRecord[],
  today: string,
  nowTime: string,
  timeZone: string,
): ScheduledDose | null {
  for (let i = 0; i <= 7; i++) {
    const date = addDays(today, i);
    const found = scheduleFor(meds, doses, date, timeZone, nowTime, today).find((s) => s.state === "upcoming");
    if (found) return found;
  }
  return null;
}

export type Adherence = { taken: number; scheduled: number; percent: number | null };

/**
 * Taken ÷ scheduled over the `days` days ending today. A slot counts as scheduled once its
 * time has passed or once it was recorded (taken early still counts); today's later
 * slots don't lower the figure yet, nor do unmarked slots from before it was added.
 */
export function adherence(
  med: Med,
  doses: DoseRecord[],
  today: string,
  nowTime: string,
  timeZone: string,
  days: number,
): Adherence {
  const recorded = indexDoses(doses.filter((d) => d.medication_id === med.medication_id));
  const added = new Date(med.created_at).getTime();
  let taken = 0;
  let scheduled = 0;
  for (let i = 0; i < days; i++) {
    const date = addDays(today, -i);
    for (const time of doseSlots(med, date, timeZone)) {
      const dose = recorded.get(doseKey(med.medication_id, date, time));
      if (!dose && date === today && time > nowTime) continue;
      if (!dose && zonedInstant(date, time, timeZone).getTime() < added) continue;
      scheduled += 1;
      if (dose?.status === "taken") taken += 1;
    }
  }
  return { taken, scheduled, percent: scheduled === 0 ? null : Math.round((taken / scheduled) * 100) };
}
