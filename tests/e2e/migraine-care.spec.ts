/**
 * Migraine care in the browser: a diary with triptans on 11 days a month, a MIDAS, a HIT-6
 * and a preventive, seen on the Health Reports tab's Migraine care report and as the
 * dashboard's overuse warning. The app runs on a private PostgreSQL so the medications' classes,
 * the episodes' medications and the questionnaires (whose forms have their own tests) can be
 * written straight into the tables; the user signs up and in through the app.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { appUrl, type AppServer } from "./support/app-server";
import { E2E_PORT } from "./support/ports";
import { privateDatabase } from "./support/private-database";
import { shotAtBothWidths } from "./support/session";
import { shiftMonth } from "@/lib/time/dates";

const PORT = E2E_PORT + 70;
const ZONE = "Europe/Berlin";

test.describe.configure({ mode: "serial" });
const db = privateDatabase("migraine_care");
const sql = db.sql;
let app: AppServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await db.startReady(PORT, {
    AUTH_SECRET: "migraine-care-e2e-secret-0123456789abcdef",
    APP_URL: appUrl(PORT),
  });
});

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date());
const day = (month: string, n: number) => `${month}-${String(n).padStart(2, "0")}`;

/** A user with 11 triptan days in each of the last 3 complete months, questionnaires and a preventive. */
async function seedDiary(page: Page): Promise<{ email: string; password: string; months: string[] }> {
  const email = `e2e-care-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = "care-pass-1";
  const res = await page.request.post(`${app.url}/api/register`, {
    data: {
      email,
      password,
      name: "Mia Kovac",
      age: 38,
      gender: "female",
      height_cm: 166,
      current_weight_kg: 61,
      goal_weight_kg: 61,
      activity_level: "sedentary",
      use_imperial: false,
      time_zone: ZONE,
    },
  });
  expect(res.status()).toBe(201);
  const userId = ((await res.json()) as { user: { id: string } }).user.id;
  // the account as if opened a year ago, so the diary covers the preventive's months
  await sql("UPDATE users SET created_at = now() - interval '1 year' WHERE id = $1", [userId]);
  const current = today().slice(0, 7);
  const months = [3, 2, 1].map((n) => shiftMonth(current, -n));
  const [{ medication_id: suma }] = (await sql<{ medication_id: string }>(
    `INSERT INTO medications (user_id, name, dosage, frequency, acute_class)
     VALUES ($1, 'Sumatriptan', '50 mg', 'as_needed', 'triptan') RETURNING medication_id`,
    [userId],
  )) as [{ medication_id: string }];
  const start = shiftMonth(current, -7);
  await sql(
    `INSERT INTO medications (user_id, name, dosage, frequency, preventive_start)
     VALUES ($1, 'Propranolol', '80 mg', 'daily', $2)`,
    [userId, day(start, 12)],
  );
  const episode = async (date: string, withTriptan: boolean) => {
    const [{ trigger_id }] = (await sql<{ trigger_id: string }>(
      "INSERT INTO migraines (user_id, severity, date, time) VALUES ($1, 6, $2, '08:00') RETURNING trigger_id",
      [userId, date],
    )) as [{ trigger_id: string }];
    if (withTriptan)
      await sql("INSERT INTO migraine_medications (trigger_id, medication_id, user_id) VALUES ($1, $2, $3)", [
        trigger_id,
        suma,
        userId,
      ]);
  };
  for (const month of months) for (let d = 1; d <= 11; d++) await episode(day(month, d), true);
  // the preventive: 8 migraine days a month before, 3 a month after
  for (const n of [-3, -2, -1]) for (let d = 1; d <= 8; d++) await episode(day(shiftMonth(start, n), d), false);
  for (const n of [1, 2, 3]) for (let d = 1; d <= 3; d++) await episode(day(shiftMonth(start, n), d), false);
  await sql(
    `INSERT INTO questionnaire_responses (user_id, questionnaire, date, answers, score, grade)
     VALUES ($1, 'midas', $2, '{}', 24, 'IV'), ($1, 'hit6', $3, '{}', 62, 'severe')`,
    [userId, day(months[2]!, 10), day(months[2]!, 20)],
  );
  return { email, password, months };
}

test("the overuse warning on the dashboard and the migraine care figures on the Health Reports tab", async ({
  page,
}) => {
  const { email, password } = await seedDiary(page);
  await page.goto(`${app.url}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  const warning = page.getByRole("region", { name: "Frequent use of acute headache medication" });
  await expect(warning).toContainText("In the last 3 months you took triptans on 11 days a month on average.");
  await expect(warning).toContainText(
    "Regular use on 10 or more days a month can make headaches more frequent (medication-overuse headache). " +
      "Talk to your doctor about it.",
  );
  await expect(warning).toContainText("33 days with triptans over");
  await shotAtBothWidths(page, "migraine-care-dashboard");

  await warning.getByRole("link", { name: "See your migraine care figures" }).click();
  const report = page.getByRole("region", { name: "Migraine care" });
  await expect(report).toBeVisible();
  await expect(report.getByRole("region", { name: "Frequent use of acute headache medication" })).toBeVisible();
  await expect(report.getByRole("img", { name: "Migraine days per month" })).toBeVisible();
  const table = report.getByRole("table", { name: "Headache, migraine and acute medication days per month" });
  await expect(table.getByRole("columnheader", { name: "Triptan" })).toBeVisible();
  await expect(table.getByRole("row").nth(2)).toContainText("11");
  await expect(report).toContainText("Grade IV: Severe disability");
  await expect(report).toContainText("Severe impact");
  await expect(report).toContainText("Responder: monthly migraine days fell by half or more.");
  await expect(report).toContainText("24 days in the 3 months before (8 a month), 9 days in the 3 months after");
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await shotAtBothWidths(page, "migraine-care-report");
});
