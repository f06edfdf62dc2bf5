/** Everything the Medications view shows, from three queries. */
import "server-only";
import type { Db } from "@/db/client";
import { adherence, nextDose, scheduleFor, type Adherence, type ScheduledDose } from "./adherence";
import { getReminderSettings, listDoses, listMedications, type Medication, type ReminderSettings } from "./service";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { addDays } from "@/lib/time/dates";

export const HISTORY_DAYS = 30;

export type MedicationOverview = {
  today: string;
  nowTime: string;
  medications: Medication[];
  schedule: ScheduledDose[];
  next: ScheduledDose | null;
  adherence: { medication_id: string; name: string; dosage: string; week: Adherence; month: Adherence }[];
  doseLog: Awaited<ReturnType<typeof listDoses>>;
  settings: ReminderSettings;
};

export async function getMedicationOverview(
  db: Db,
  { userId, timeZone, now = new Date() }: { userId: string; timeZone: string; now?: Date },
): Promise<MedicationOverview> {
  const today = localDateIn(timeZone, now);
  const nowTime = localTimeIn(timeZone, now);
  const [meds, doses, settings] = await Promise.all([
    listMedications(db, { userId }),
    listDoses(db, { userId, start: addDays(today, -(HISTORY_DAYS - 1)), end: addDays(today, 7) }),
    getReminderSettings(db, { userId }),
  ]);
  const scheduled = meds.filter((m) => m.status === "active");
  return {
    today,
    nowTime,
    medications: meds,
    schedule: scheduleFor(scheduled, doses, today, timeZone, nowTime, today),
    next: nextDose(scheduled, doses, today, nowTime, timeZone),
    adherence: scheduled
      .filter((m) => m.frequency !== "as_needed")
      .map((m) => ({
        medication_id: m.medication_id,
        name: m.name,
        dosage: m.dosage,
        week: adherence(m, doses, today, nowTime, timeZone, 7),
        month: adherence(m, doses, today, nowTime, timeZone, 30),
      })),
    doseLog: doses.filter((d) => d.date <= today),
    settings,
  };
}
