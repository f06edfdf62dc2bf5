import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as cron } from "@/app/api/cron/reminders/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/reminder-settings/route";
import { getDb } from "@/db/client";
import { medications, users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { withFakeSmtp } from "../../support/smtp";
import { call, registerUser } from "../../support/api";
import { localTimeIn } from "@/lib/time/zones";

const smtp = withFakeSmtp();

afterEach(() => {
  delete process.env.CRON_SECRET;
  resetEnvCache();
});

describe("/api/reminder-settings", () => {
  it("starts from the defaults and saves per user", async () => {
    const { token } = await registerUser();
    const { token: other } = await registerUser();
    expect((await call(getSettings, { token })).body).toEqual({
      push: true,
      email_missed: false,
      push_missed: false,
      sms: false,
      remind_before_minutes: 15,
    });
    const saved = await call(putSettings, {
      method: "PUT",
      token,
      body: { push: false, email_missed: true, push_missed: true, sms: true, remind_before_minutes: 60 },
    });
    expect(saved.status).toBe(200);
    expect((await call(getSettings, { token })).body).toEqual({
      push: false,
      email_missed: true,
      push_missed: true,
      sms: true,
      remind_before_minutes: 60,
    });
    expect((await call(getSettings, { token: other })).body).toMatchObject({ remind_before_minutes: 15 });
  });

  it("refuses other reminder times, and SMS on the free plan", async () => {
    const { token, user } = await registerUser();
    const bad = await call(putSettings, {
      method: "PUT",
      token,
      body: { push: true, email_missed: false, sms: false, remind_before_minutes: 45 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain("remind_before_minutes must be 15, 30 or 60");
    const db = await getDb();
    await db.update(users).set({ subscription_status: "free" }).where(eq(users.id, user.id));
    const sms = await call(putSettings, {
      method: "PUT",
      token,
      body: { push: true, email_missed: false, sms: true, remind_before_minutes: 15 },
    });
    expect(sms.status).toBe(402);
    expect(sms.body.detail).toBe("SMS reminders require the Premium or Pro plan. Upgrade to continue.");
    expect((await call(getSettings, { token })).body).toMatchObject({ sms: false });
  });
});

describe("GET /api/cron/reminders", () => {
  it("answers 503 without CRON_SECRET, 401 with a wrong secret, and runs the job with the right one", async () => {
    expect((await call(cron, { path: "/api/cron/reminders" })).status).toBe(503);
    process.env.CRON_SECRET = "s3cret-value";
    resetEnvCache();
    expect((await call(cron, { path: "/api/cron/reminders" })).status).toBe(401);
    expect((await call(cron, { path: "/api/cron/reminders", token: "wrong" })).status).toBe(401);
    const ok = await call(cron, { path: "/api/cron/reminders", token: "s3cret-value" });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ upcoming: 0, missed: 0, caregiver: 0, failed: 0 });
  });

  it("called twice for a dose due in 10 minutes, sends one reminder email", async () => {
    process.env.CRON_SECRET = "s3cret-value";
    resetEnvCache();
    const { user } = await registerUser({ time_zone: "Asia/Kathmandu" });
    const db = await getDb();
    const time = localTimeIn("Asia/Kathmandu", new Date(Date.now() + 10 * 60_000));
    await db.insert(medications).values({
      user_id: user.id,
      name: "Levothyroxine",
      dosage: "50 mcg",
      frequency: "daily",
      time,
      created_at: new Date(Date.now() - 2 * 86_400_000),
    });
    const first = await call(cron, { path: "/api/cron/reminders", token: "s3cret-value" });
    const second = await call(cron, { path: "/api/cron/reminders", token: "s3cret-value" });
    expect([first.body.upcoming, second.body.upcoming]).toEqual([1, 0]);
    const mail = await smtp.waitForMail(user.email, new RegExp(`Reminder: Levothyroxine at ${time}`));
    expect(mail.text).toContain("50 mcg");
    expect(
      smtp.messages.filter((m) => m.to.includes(user.email.toLowerCase()) && m.subject.startsWith("Reminder:")),
    ).toHaveLength(1);
  });
});
