/** The reminder job sends each reminder once, through a real SMTP conversation. */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { medicationDoses, medicationReminders, medications } from "@/db/schema";
import { runReminderJob } from "@/lib/medications/reminders";
import { withFakeSmtp } from "../../support/smtp";
import { medicationWithReminders } from "../../support/reminders";

const smtp = withFakeSmtp();

/** A user in Berlin (UTC+1 in January) with one daily 08:00 medication added days ago. */
const setup = (settings: Parameters<typeof medicationWithReminders>[1] = {}) =>
  medicationWithReminders("08:00", { email_missed: true, ...settings });
/** Reminder mails received for `email` (registration also sends a verification mail). */
const mailsTo = (email: string) =>
  smtp.messages.filter((m) => m.to.includes(email.toLowerCase()) && /^(Reminder|Missed dose):/.test(m.subject));
/** The reminders recorded as sent to one user: the job serves every user at once. */
async function sent(userId: string) {
  const db = await getDb();
  const rows = await db.select().from(medicationReminders).where(eq(medicationReminders.user_id, userId));
  return rows.map((r) => [r.date, r.time, r.kind]);
}

describe("runReminderJob", () => {
  it("sends one upcoming reminder however often it runs, even concurrently", async () => {
    const { db, user } = await setup();
    const at = new Date("2026-01-20T06:50:00Z"); // 07:50 in Berlin, 10 minutes before the dose
    const runs = await Promise.all([runReminderJob(db, at), runReminderJob(db, at)]);
    const again = await runReminderJob(db, new Date("2026-01-20T06:55:00Z"));
    expect(runs.reduce((n, r) => n + r.upcoming, 0)).toBe(1);
    expect(again.upcoming).toBe(0);
    const mail = await smtp.waitForMail(user.email, /Reminder: Metformin at 08:00/);
    expect(mail.text).toContain("500 mg");
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("sends nothing before the reminder window, and nothing once the dose is recorded", async () => {
    const { db, user, med } = await setup({ remind_before_minutes: 30 });
    await runReminderJob(db, new Date("2026-01-21T06:29:00Z")); // 07:29
    expect(await sent(user.id)).toEqual([]);
    await db.insert(medicationDoses).values({
      user_id: user.id,
      medication_id: med.medication_id,
      date: "2026-01-21",
      time: "08:00",
      status: "taken",
      taken_at: new Date(),
    });
    await runReminderJob(db, new Date("2026-01-21T06:40:00Z"));
    await runReminderJob(db, new Date("2026-01-21T08:30:00Z"));
    expect(await sent(user.id)).toEqual([]);
    expect(mailsTo(user.email)).toHaveLength(0);
  });

  it("sends one missed-dose notice an hour after an unmarked dose, only when asked for", async () => {
    const { db, user } = await setup({ push: false });
    const { user: quiet } = await setup({ push: false, email_missed: false });
    await runReminderJob(db, new Date("2026-01-22T07:59:00Z")); // 08:59
    expect(await sent(user.id)).toEqual([]);
    await runReminderJob(db, new Date("2026-01-22T08:00:00Z")); // 09:00
    await runReminderJob(db, new Date("2026-01-22T08:01:00Z"));
    const mail = await smtp.waitForMail(user.email, /Missed dose: Metformin at 08:00/);
    expect(mail.text).toContain("Thursday, January 22, 2026");
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(await sent(user.id)).toEqual([["2026-01-22", "08:00", "missed"]]);
    expect(await sent(quiet.id)).toEqual([]);
    expect(mailsTo(quiet.email)).toHaveLength(0);
  });

  it("reminds of a dose just after midnight on the evening before, in the user's zone", async () => {
    const { db, user, med } = await setup();
    await db.update(medications).set({ time: "00:05" }).where(eq(medications.medication_id, med.medication_id));
    // 23:55 on the 22nd in Berlin: the dose is on the 23rd
    await runReminderJob(db, new Date("2026-01-22T22:55:00Z"));
    expect(await sent(user.id)).toEqual([["2026-01-23", "00:05", "upcoming"]]);
    await smtp.waitForMail(user.email, /Reminder: Metformin at 00:05/);
  });

  it("sends no missed notice for a dose that was due before the medication was added", async () => {
    const { db, user, med } = await setup({ push: false });
    // added at 10:30 in Berlin on the 24th: that morning's 08:00 was never this medication's
    await db
      .update(medications)
      .set({ created_at: new Date("2026-01-24T09:30:00Z") })
      .where(eq(medications.medication_id, med.medication_id));
    await runReminderJob(db, new Date("2026-01-24T09:31:00Z"));
    expect(await sent(user.id)).toEqual([]);
    await runReminderJob(db, new Date("2026-01-25T08:00:00Z")); // the next day's dose is missed
    expect(await sent(user.id)).toEqual([["2026-01-25", "08:00", "missed"]]);
  });
});
