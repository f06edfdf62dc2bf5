/** The Medications view's data from the database: schedule, next dose, adherence and log. */
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { medicationDoses, medications } from "@/db/schema";
import { getMedicationOverview } from "@/lib/medications/overview";
import { registerUser } from "../../support/api";

describe("getMedicationOverview", () => {
  it("builds today's schedule in the user's zone, the next dose, 7/30-day adherence and the log", async () => {
    const { user } = await registerUser({ time_zone: "America/Los_Angeles" });
    const db = await getDb();
    // 2026-04-10 02:30 UTC is 19:30 on April 9 in Los Angeles
    const now = new Date("2026-04-10T02:30:00Z");
    const [med] = await db
      .insert(medications)
      .values({
        user_id: user.id,
        name: "Lisinopril",
        dosage: "10 mg",
        frequency: "twice_daily",
        time: "08:00",
        created_at: new Date("2026-04-01T12:00:00Z"),
      })
      .returning();
    await db
      .insert(medications)
      .values({ user_id: user.id, name: "Ibuprofen", dosage: "200 mg", frequency: "as_needed", status: "prn" });
    const id = med!.medication_id;
    await db.insert(medicationDoses).values([
      {
        user_id: user.id,
        medication_id: id,
        date: "2026-04-09",
        time: "08:00",
        status: "taken",
        taken_at: new Date("2026-04-09T15:05:00Z"),
      },
      { user_id: user.id, medication_id: id, date: "2026-04-08", time: "08:00", status: "taken", taken_at: new Date() },
      { user_id: user.id, medication_id: id, date: "2026-04-08", time: "20:00", status: "skipped" },
    ]);

    const o = await getMedicationOverview(db, { userId: user.id, timeZone: "America/Los_Angeles", now });
    expect(o.today).toBe("2026-04-09");
    expect(o.schedule.map((s) => [s.name, s.time, s.state])).toEqual([
      ["Lisinopril", "08:00", "taken"],
      ["Lisinopril", "20:00", "upcoming"],
    ]);
    expect(o.next).toMatchObject({ name: "Lisinopril", date: "2026-04-09", time: "20:00" });
    // April 3-8 (6 days × 2) + today's 08:00 = 13 due in 7 days; April 1 (added 05:00 local: both), 2: +4 in 30 days
    expect(o.adherence).toEqual([
      expect.objectContaining({
        name: "Lisinopril",
        week: { taken: 2, scheduled: 13, percent: 15 },
        month: { taken: 2, scheduled: 17, percent: 12 },
      }),
    ]);
    expect(o.doseLog.map((d) => [d.date, d.time, d.status])).toEqual([
      ["2026-04-09", "08:00", "taken"],
      ["2026-04-08", "20:00", "skipped"],
      ["2026-04-08", "08:00", "taken"],
    ]);
  });
});
