/**
 * The medications area as MedicationStatements: the name as text (vitalog keeps no drug
 * code), the dosage and its schedule, and the notes. The dose log is not part of it.
 */
import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { medications } from "@/db/schema";
import { frequencyLabel } from "@/lib/medications/display";
import { doseSlots } from "@/lib/medications/schedule";
import { notes, urn, type Entry } from "./resources";

type Medication = typeof medications.$inferSelect;

/** vitalog's "active" and "prn" (as needed) are being taken; "inactive" has been stopped. */
const STATUS: Record<string, "active" | "stopped"> = { active: "active", prn: "active", inactive: "stopped" };

/** The schedule of each frequency as FHIR's Timing; "as needed" has none. */
const REPEAT: Record<string, { frequency: number; period: number; periodUnit: "d" | "wk" }> = {
  daily: { frequency: 1, period: 1, periodUnit: "d" },
  twice_daily: { frequency: 2, period: 1, periodUnit: "d" },
  three_times_daily: { frequency: 3, period: 1, periodUnit: "d" },
  weekly: { frequency: 1, period: 1, periodUnit: "wk" },
};

/**
 * The times of day of a scheduled medication, as its reminders and adherence read them: the
 * dose slots of any day (a weekly one's weekday is no concern here).
 */
function timesOfDay(m: Medication): string[] {
  const everyDay = { ...m, status: "active", frequency: m.frequency === "weekly" ? "daily" : m.frequency };
  return doseSlots(everyDay, "9999-12-31", "UTC");
}

function dosage(m: Medication) {
  const asNeeded = m.status === "prn" || m.frequency === "as_needed";
  const repeat = asNeeded ? undefined : REPEAT[m.frequency];
  const times = repeat ? timesOfDay(m) : [];
  const text = [m.dosage, frequencyLabel(m.frequency).toLowerCase()].join(", ");
  return {
    text: times.length ? `${text} at ${times.join(", ")}` : text,
    ...(repeat
      ? { timing: { repeat: { ...repeat, ...(times.length ? { timeOfDay: times.map((t) => `${t}:00`) } : {}) } } }
      : {}),
    asNeededBoolean: asNeeded,
  };
}

export function medicationEntry(m: Medication, subject: string): Entry {
  return {
    fullUrl: urn(m.medication_id),
    resource: {
      resourceType: "MedicationStatement",
      status: STATUS[m.status] ?? "unknown",
      medicationCodeableConcept: { text: m.name },
      subject: { reference: subject },
      dateAsserted: m.created_at.toISOString(),
      dosage: [dosage(m)],
      ...notes(m.notes, m.prescribed_by ? `Prescribed by ${m.prescribed_by}` : null),
    },
  };
}

export async function medicationEntries(db: Db, userId: string, subject: string): Promise<Entry[]> {
  const rows = await db
    .select()
    .from(medications)
    .where(eq(medications.user_id, userId))
    .orderBy(asc(medications.created_at), asc(medications.name));
  return rows.map((m) => medicationEntry(m, subject));
}
