/**
 * Caregiver alerts end to end: a production build on a private PostgreSQL, the reminder job
 * triggered through its cron route, the mail read from the SMTP stand-in. The family itself
 * is written into the database (its invitations have their own tests); the alert is turned
 * on through the API, as the family page does.
 */
import { expect, test } from "./support/test";
import { appUrl, type AppServer } from "./support/app-server";
import { E2E_PORT, MAIL_HTTP_PORT, SMTP_PORT, SMTP_TLS_ENV, STRIPE_E2E } from "./support/ports";
import { privateDatabase } from "./support/private-database";

const PORT = E2E_PORT + 60;
const CRON_SECRET = "caregiver-cron-secret-0123456789";
const MEMBER_ZONE = "Asia/Tokyo";

test.describe.configure({ mode: "serial" });
const db = privateDatabase("caregiver");
const sql = db.sql;
let app: AppServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await db.startReady(PORT, {
    AUTH_SECRET: "caregiver-e2e-secret-0123456789abcdef",
    APP_URL: appUrl(PORT),
    CRON_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    ...SMTP_TLS_ENV,
    ...STRIPE_E2E.appEnv,
  });
});

async function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(`${app.url}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function register(name: string, timeZone: string) {
  const email = `e2e-caregiver-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await api("/api/register", {
    body: {
      email,
      password: "caregiver-pass-1",
      name,
      age: 70,
      gender: "female",
      height_cm: 165,
      current_weight_kg: 60,
      goal_weight_kg: 60,
      activity_level: "sedentary",
      use_imperial: false,
      time_zone: timeZone,
    },
  });
  expect(res.status).toBe(201);
  return { email, token: String(res.body.access_token), id: String((res.body.user as { id: string }).id) };
}

/** A Pro member's family with the caregiver in it, the member sharing medications only. */
async function familyWithMedicationAccess(memberId: string, viewerId: string) {
  await sql("UPDATE users SET subscription_status = 'pro', subscription_plan = 'pro' WHERE id = $1", [memberId]);
  const [family] = await sql<{ family_id: string }>("INSERT INTO families (owner_id) VALUES ($1) RETURNING family_id", [
    memberId,
  ]);
  await sql("INSERT INTO family_members (user_id, family_id, role) VALUES ($1, $2, 'owner'), ($3, $2, 'member')", [
    memberId,
    family!.family_id,
    viewerId,
  ]);
  await sql("INSERT INTO family_access (user_id, viewer_id, areas) VALUES ($1, $2, ARRAY['medications'])", [
    memberId,
    viewerId,
  ]);
}

/** The caregiver alerts the SMTP stand-in received for `email`. */
async function alertsTo(email: string) {
  const res = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { subject: string; links: string[] }[]).filter((m) =>
    m.subject.startsWith("Missed dose:"),
  );
}

async function runReminderJob() {
  const res = await api("/api/cron/reminders", { token: CRON_SECRET });
  expect(res.status).toBe(200);
  return res.body as { upcoming: number; missed: number; caregiver: number; failed: number };
}

test("a missed dose sends one caregiver email", async () => {
  const member = await register("Hana Sato", MEMBER_ZONE);
  const viewer = await register("Ken Sato", "America/New_York");
  await familyWithMedicationAccess(member.id, viewer.id);

  const alert = await api(`/api/family/members/${member.id}/alerts`, {
    method: "PUT",
    token: viewer.token,
    body: { missed_dose_minutes: 60 },
  });
  expect(alert).toEqual({ status: 200, body: { missed_dose_minutes: 60 } });
  // the member may not set the caregiver's alert on themselves: they watch nobody
  const own = await api(`/api/family/members/${member.id}/alerts`, {
    method: "PUT",
    token: member.token,
    body: { missed_dose_minutes: 60 },
  });
  expect(own).toEqual({ status: 404, body: { detail: "Not found." } });

  // a daily dose 90 minutes ago on the member's clock, never marked
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: MEMBER_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(Date.now() - 90 * 60_000));
  const med = await api("/api/medications", {
    token: member.token,
    body: { name: "Donepezil", dosage: "5 mg", frequency: "daily", time },
  });
  expect(med.status).toBe(201);
  // the medication and the alert as if set up two days ago: a dose due before either is not reported
  await sql("UPDATE medications SET created_at = now() - interval '2 days' WHERE medication_id = $1", [
    med.body.medication_id,
  ]);
  await sql("UPDATE family_access SET alert_since = now() - interval '2 days' WHERE user_id = $1", [member.id]);

  const first = await runReminderJob();
  expect(first).toMatchObject({ caregiver: 1, failed: 0 });
  await expect.poll(async () => (await alertsTo(viewer.email)).length).toBe(1);
  const [mail] = await alertsTo(viewer.email);
  expect(mail!.subject).toBe(`Missed dose: Hana Sato's Donepezil at ${time}`);
  expect(mail!.links).toContain(`${app.url}/family/${member.id}`);
  expect(await alertsTo(member.email)).toEqual([]);

  const second = await runReminderJob();
  expect(second).toMatchObject({ caregiver: 0, failed: 0 });
  // the job answers after its mails are accepted, and the stand-in keeps a mail before accepting it
  expect(await alertsTo(viewer.email)).toHaveLength(1);
});
