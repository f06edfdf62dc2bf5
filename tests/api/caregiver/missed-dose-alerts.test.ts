/**
 * The caregiver alerts of the reminder job, through a real SMTP conversation: one email per
 * missed dose to the viewer, in the member's time zone, and only while the alert may be sent.
 */
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { caregiverAlerts, familyMembers, medicationDoses, medications } from "@/db/schema";
import { runCaregiverAlerts } from "@/lib/caregiver/missed-doses";
import { resetEnvCache } from "@/lib/env";
import { registerUser } from "../../support/api";
import { familyOf, grantAccess } from "../../support/caregiver-family";
import { withFakeSmtp } from "../../support/smtp";

const smtp = withFakeSmtp();
const LONG_AGO = new Date("2026-01-01T00:00:00Z");

/**
 * A member in Tokyo (UTC+9) with a daily 08:00 medication, watched by a caregiver in New
 * York (UTC-5 in January) with a 60-minute alert. 08:00 in Tokyo on the 20th is 23:00 UTC
 * on the 19th, 18:00 on the 19th in New York.
 */
async function setup({
  minutes = 60 as number | null,
  areas = ["medications"] as ("medications" | "vitals")[],
  since = LONG_AGO,
} = {}) {
  const member = await registerUser({ name: "Maria", time_zone: "Asia/Tokyo" });
  const viewer = await registerUser({ name: "Victor", time_zone: "America/New_York" });
  const db = await getDb();
  const [med] = await db
    .insert(medications)
    .values({
      user_id: member.user.id,
      name: "Metformin",
      dosage: "500 mg",
      frequency: "daily",
      time: "08:00",
      created_at: LONG_AGO,
    })
    .returning();
  await familyOf(member.user.id, viewer.user.id);
  await grantAccess(member.user.id, viewer.user.id, areas, { minutes, since });
  return { db, member: member.user, viewer: viewer.user, med: med! };
}

/** Caregiver alerts received by `email` (registration also sends a verification mail). */
const alertsTo = (email: string) =>
  smtp.messages.filter((m) => m.to.includes(email.toLowerCase()) && m.subject.startsWith("Missed dose:"));

/** The alerts recorded as sent to one viewer: the job serves every family at once. */
async function sent(viewerId: string) {
  const db = await getDb();
  const rows = await db.select().from(caregiverAlerts).where(eq(caregiverAlerts.viewer_id, viewerId));
  return rows.map((r) => [r.date, r.time]);
}

afterEach(() => resetEnvCache());

describe("runCaregiverAlerts", () => {
  it("emails the caregiver once, N minutes after an unmarked dose, with the member's date and time", async () => {
    const { db, member, viewer } = await setup();
    await runCaregiverAlerts(db, new Date("2026-01-19T23:59:00Z")); // 59 minutes after 08:00 in Tokyo
    expect(await sent(viewer.id)).toEqual([]);
    const now = new Date("2026-01-20T00:00:00Z");
    const runs = await Promise.all([runCaregiverAlerts(db, now), runCaregiverAlerts(db, now)]);
    await runCaregiverAlerts(db, new Date("2026-01-20T00:30:00Z"));
    expect(runs.reduce((n, r) => n + r.failed, 0)).toBe(0);
    // the 20th in Tokyo, while it is still the 19th in the caregiver's New York
    expect(await sent(viewer.id)).toEqual([["2026-01-20", "08:00"]]);
    const mail = await smtp.waitForMail(viewer.email, /Missed dose: Maria's Metformin at 08:00/);
    expect(mail.text).toContain("Hi Victor");
    expect(mail.text).toContain("Maria's dose of Metformin (500 mg)");
    expect(mail.text).toContain("due at 08:00 on Tuesday, January 20, 2026 (Asia/Tokyo time)");
    expect(mail.text).toContain("has not been marked as taken or skipped an hour after its time");
    expect(mail.text).toContain(`http://localhost:3000/family/${member.id}`);
    expect(alertsTo(viewer.email)).toHaveLength(1);
    // the member is not the one told
    expect(alertsTo(member.email)).toHaveLength(0);
  });

  it("sends nothing for a dose marked taken or skipped", async () => {
    for (const status of ["taken", "skipped"] as const) {
      const { db, member, viewer, med } = await setup();
      await db.insert(medicationDoses).values({
        user_id: member.id,
        medication_id: med.medication_id,
        date: "2026-01-21",
        time: "08:00",
        status,
        taken_at: status === "taken" ? new Date("2026-01-20T23:10:00Z") : null,
      });
      await runCaregiverAlerts(db, new Date("2026-01-21T00:30:00Z")); // 09:30 in Tokyo
      expect(await sent(viewer.id), status).toEqual([]);
      expect(alertsTo(viewer.email), status).toHaveLength(0);
    }
  });

  it("waits the caregiver's own minutes, and skips doses older than the alert window", async () => {
    const { db, viewer } = await setup({ minutes: 180 });
    await runCaregiverAlerts(db, new Date("2026-01-22T01:59:00Z")); // 10:59 in Tokyo
    expect(await sent(viewer.id)).toEqual([]);
    await runCaregiverAlerts(db, new Date("2026-01-22T02:00:00Z")); // 11:00
    expect(await sent(viewer.id)).toEqual([["2026-01-22", "08:00"]]);
    await smtp.waitForMail(viewer.email, /Missed dose: Maria's Metformin at 08:00/);
    expect(alertsTo(viewer.email)[0]!.text).toContain("3 hours after its time");
    // the 23rd's dose, first looked at 10 hours after it became missed: too old to report
    await runCaregiverAlerts(db, new Date("2026-01-23T12:00:00Z"));
    expect(await sent(viewer.id)).toEqual([["2026-01-22", "08:00"]]);
  });

  it("sends nothing while the alert is off, nor for a member who does not share medications", async () => {
    const off = await setup({ minutes: null });
    const noMeds = await setup({ areas: ["vitals"] });
    await runCaregiverAlerts(off.db, new Date("2026-01-24T00:30:00Z"));
    for (const { viewer } of [off, noMeds]) {
      expect(await sent(viewer.id)).toEqual([]);
      expect(alertsTo(viewer.email)).toHaveLength(0);
    }
  });

  it("sends nothing once either has left the family, or to a viewer in another family", async () => {
    const left = await setup();
    await left.db.delete(familyMembers).where(eq(familyMembers.user_id, left.viewer.id));
    const ended = await setup();
    await ended.db.delete(familyMembers).where(eq(familyMembers.user_id, ended.member.id));
    const elsewhere = await setup();
    const stranger = await registerUser();
    await elsewhere.db.delete(familyMembers).where(eq(familyMembers.user_id, elsewhere.viewer.id));
    await familyOf(stranger.user.id, elsewhere.viewer.id);
    await runCaregiverAlerts(left.db, new Date("2026-01-25T00:30:00Z"));
    for (const { viewer } of [left, ended, elsewhere]) {
      expect(await sent(viewer.id)).toEqual([]);
      expect(alertsTo(viewer.email)).toHaveLength(0);
    }
  });

  it("reports no dose due before the alert was turned on, nor before the medication was added", async () => {
    // turned on at 08:30 in Tokyo on the 26th: that morning's 08:00 is not reported
    const late = await setup({ since: new Date("2026-01-25T23:30:00Z") });
    const added = await setup();
    await added.db
      .update(medications)
      .set({ created_at: new Date("2026-01-25T23:30:00Z") })
      .where(eq(medications.medication_id, added.med.medication_id));
    await runCaregiverAlerts(late.db, new Date("2026-01-26T00:30:00Z"));
    for (const { viewer } of [late, added]) expect(await sent(viewer.id)).toEqual([]);
    // the next day's dose is
    await runCaregiverAlerts(late.db, new Date("2026-01-27T00:30:00Z"));
    for (const { viewer } of [late, added]) expect(await sent(viewer.id)).toEqual([["2026-01-27", "08:00"]]);
  });

  it("tells each caregiver who watches the member, once each", async () => {
    const { db, member, viewer } = await setup();
    const second = await registerUser({ name: "Vera" });
    const [membership] = await db.select().from(familyMembers).where(eq(familyMembers.user_id, member.id));
    await db
      .insert(familyMembers)
      .values({ user_id: second.user.id, family_id: membership!.family_id, role: "member" });
    await grantAccess(member.id, second.user.id, ["medications"], { minutes: 30, since: LONG_AGO });
    await runCaregiverAlerts(db, new Date("2026-01-27T23:30:00Z")); // 08:30 in Tokyo on the 28th
    expect(await sent(viewer.id)).toEqual([]);
    expect(await sent(second.user.id)).toEqual([["2026-01-28", "08:00"]]);
    await runCaregiverAlerts(db, new Date("2026-01-28T00:00:00Z"));
    expect(await sent(viewer.id)).toEqual([["2026-01-28", "08:00"]]);
    expect(await sent(second.user.id)).toEqual([["2026-01-28", "08:00"]]);
    await smtp.waitForMail(viewer.email, /Missed dose: Maria's Metformin/);
    await smtp.waitForMail(second.user.email, /Missed dose: Maria's Metformin/);
  });

  it("retries a failed send on the next run", async () => {
    const { db, viewer } = await setup();
    const working = process.env.SMTP_URL;
    process.env.SMTP_URL = "smtp://127.0.0.1:9"; // nothing listens there
    resetEnvCache();
    try {
      const failed = await runCaregiverAlerts(db, new Date("2026-01-29T00:10:00Z"));
      expect(failed.failed).toBeGreaterThanOrEqual(1);
      expect(await sent(viewer.id)).toEqual([]);
    } finally {
      process.env.SMTP_URL = working;
      resetEnvCache();
    }
    await runCaregiverAlerts(db, new Date("2026-01-29T00:20:00Z"));
    expect(await sent(viewer.id)).toEqual([["2026-01-29", "08:00"]]);
    await smtp.waitForMail(viewer.email, /Missed dose: Maria's Metformin at 08:00/);
    expect(alertsTo(viewer.email)).toHaveLength(1);
  });
});
