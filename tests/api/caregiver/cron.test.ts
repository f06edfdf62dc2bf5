/** GET /api/cron/reminders sends the caregivers' missed-dose alerts and counts them. */
import { afterEach, expect, it } from "vitest";
import { GET as cron } from "@/app/api/cron/reminders/route";
import { getDb } from "@/db/client";
import { medications } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { localTimeIn } from "@/lib/time/zones";
import { call, registerUser } from "../../support/api";
import { familyOf, grantAccess } from "../../support/caregiver-family";
import { withFakeSmtp } from "../../support/smtp";

const smtp = withFakeSmtp();
const DAY = 86_400_000;

afterEach(() => {
  delete process.env.CRON_SECRET;
  resetEnvCache();
});

it("called twice for a dose 90 minutes late, sends one alert to a caregiver with a 60-minute alert", async () => {
  process.env.CRON_SECRET = "s3cret-value";
  resetEnvCache();
  const member = await registerUser({ name: "Maria", time_zone: "Pacific/Auckland" });
  const viewer = await registerUser({ name: "Victor", time_zone: "Europe/Lisbon" });
  const dueAt = new Date(Date.now() - 90 * 60_000);
  const time = localTimeIn("Pacific/Auckland", dueAt);
  const db = await getDb();
  await db.insert(medications).values({
    user_id: member.user.id,
    name: "Warfarin",
    dosage: "5 mg",
    frequency: "daily",
    time,
    created_at: new Date(Date.now() - 2 * DAY),
  });
  await familyOf(member.user.id, viewer.user.id);
  await grantAccess(member.user.id, viewer.user.id, ["medications"], {
    minutes: 60,
    since: new Date(Date.now() - 2 * DAY),
  });
  const run = () => call(cron, { path: "/api/cron/reminders", token: "s3cret-value" });
  const first = await run();
  const second = await run();
  expect(first.status).toBe(200);
  expect([first.body.caregiver, second.body.caregiver]).toEqual([1, 0]);
  expect(first.body).toMatchObject({ upcoming: 0, missed: 0, failed: 0 });
  const mail = await smtp.waitForMail(viewer.user.email, new RegExp(`Missed dose: Maria's Warfarin at ${time}`));
  expect(mail.text).toContain("(Pacific/Auckland time)");
  expect(
    smtp.messages.filter((m) => m.to.includes(viewer.user.email.toLowerCase()) && m.subject.startsWith("Missed dose:")),
  ).toHaveLength(1);
});
