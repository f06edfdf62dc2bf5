/**
 * The demo's medications, added on the first demo day, and their dose log: about nine in
 * ten doses marked taken close to their time, a few skipped, the rest never answered (which
 * the adherence views count as missed). Today's doses after now are still to come.
 */
import { doseSlots } from "@/lib/medications/schedule";
import type { Medication } from "@/lib/medications/service";
import { hasHappened, instantOf, isWeekend, type DemoClock } from "./calendar";
import type { Random } from "./random";

/** A medication as the app stores it, less what the database assigns; a headache class and a preventive start only where set. */
export type DemoMedication = Omit<Medication, "medication_id" | "created_at" | "acute_class" | "preventive_start"> &
  Partial<Pick<Medication, "acute_class" | "preventive_start">>;

export const DEMO_MEDICATIONS: DemoMedication[] = [
  {
    name: "Propranolol",
    dosage: "40 mg",
    frequency: "twice_daily",
    time: "08:00",
    notes: "Migraine prevention. Take with food.",
    prescribed_by: "Dr. Priya Patel",
    status: "active",
  },
  {
    name: "Magnesium glycinate",
    dosage: "400 mg",
    frequency: "daily",
    time: "21:30",
    notes: "Before bed.",
    prescribed_by: "Dr. Priya Patel",
    status: "active",
  },
  {
    name: "Vitamin D3",
    dosage: "1000 IU",
    frequency: "daily",
    time: "08:00",
    notes: null,
    prescribed_by: null,
    status: "active",
  },
  {
    name: "Vitamin B12",
    dosage: "1000 mcg",
    frequency: "weekly",
    time: "09:00",
    notes: null,
    prescribed_by: null,
    status: "active",
  },
  {
    name: "Sumatriptan",
    dosage: "50 mg",
    frequency: "as_needed",
    time: null,
    notes: "At the first sign of a migraine; at most 2 tablets a day.",
    prescribed_by: "Dr. Priya Patel",
    status: "prn",
  },
];

export const REMINDER_SETTINGS = { push: true, email_missed: true, sms: false, remind_before_minutes: 15 };

export type DemoDose = {
  medication: number;
  date: string;
  time: string;
  status: "taken" | "skipped";
  taken_at: Date | null;
};

/** The dose records of every medication (by its index in DEMO_MEDICATIONS) over the demo days. */
export function doseLog(rand: Random, clock: DemoClock, addedAt: Date): DemoDose[] {
  const doses: DemoDose[] = [];
  DEMO_MEDICATIONS.forEach((med, medication) => {
    for (const date of clock.dates) {
      for (const time of doseSlots({ ...med, created_at: addedAt }, date, clock.timeZone)) {
        if (!hasHappened(clock, date, time)) continue;
        const late = time >= "20:00" && isWeekend(date);
        const roll = rand.next();
        if (roll < (late ? 0.8 : 0.9)) {
          const slot = instantOf(clock, date, time);
          const taken = new Date(slot.getTime() + rand.int(-10, 45) * 60_000);
          doses.push({ medication, date, time, status: "taken", taken_at: taken > clock.now ? clock.now : taken });
        } else if (roll < (late ? 0.84 : 0.93)) {
          doses.push({ medication, date, time, status: "skipped", taken_at: null });
        }
      }
    }
  });
  return doses;
}
