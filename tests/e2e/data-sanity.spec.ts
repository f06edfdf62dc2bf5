/**
 * Data that makes sense, through the browser and the API: a future date and an upside-down
 * blood pressure are refused beside their fields and with a 400 detail, a reading shows as
 * "128/84 mmHg", and the migraine log takes the day of the episode.
 */
import { expect, test } from "./support/test";
import { shotAtBothWidths, signUpAndLogIn } from "./support/session";

const DAY = 86_400_000;
// the user's time zone is UTC
const utcDate = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

test("future dates and impossible blood pressure are refused; a reading reads as one", async ({ page }) => {
  // four screens at two widths each: more than the default minute on a shared machine
  test.setTimeout(180_000);
  await signUpAndLogIn(page, "sanity", { name: "Sam Sanity" });
  const today = utcDate(0);

  // ── the migraine log has a date, today by default; a future one is refused inline ──
  await page.goto("/health?tab=tracker");
  const log = page.getByRole("form", { name: "Log migraine episode" });
  await expect(log.getByLabel("Date")).toHaveValue(today);
  await log.getByLabel("Date").fill("2030-05-05");
  await log.getByRole("button", { name: "Log Migraine Episode" }).click();
  await expect(log.getByText("Date cannot be in the future")).toBeVisible();
  await expect(page.getByText("No migraines logged")).toBeVisible();
  await shotAtBothWidths(page, "sanity-migraine-future-date");

  await log.getByLabel("Date").fill(utcDate(-1));
  await log.getByRole("button", { name: "Log Migraine Episode" }).click();
  await expect(page.getByText("Migraine episode logged successfully!")).toBeVisible();
  await expect(page.getByText("Last migraine: Yesterday")).toBeVisible();
  await expect(log.getByLabel("Date")).toHaveValue(today);
  await shotAtBothWidths(page, "sanity-migraine-log");

  // ── 70/140 is refused beside the systolic field, and nothing is recorded ──
  await page.goto("/health?tab=vitals");
  await page.getByLabel("Systolic (mmHg)").fill("70");
  await page.getByLabel("Diastolic (mmHg)").fill("140");
  await page.getByRole("button", { name: "Record Vital Signs" }).click();
  await expect(page.getByText("Systolic blood pressure must be higher than diastolic")).toBeVisible();
  await expect(page.getByText("No readings today yet.")).toBeVisible();
  await shotAtBothWidths(page, "sanity-bp-refused");

  await page.getByLabel("Systolic (mmHg)").fill("128");
  await page.getByLabel("Diastolic (mmHg)").fill("84");
  await page.getByRole("button", { name: "Record Vital Signs" }).click();
  await expect(page.getByText("2 vital sign(s) recorded successfully!")).toBeVisible();
  const todays = page.getByRole("region", { name: "Today's Readings" });
  await expect(todays.getByRole("listitem")).toHaveCount(1);
  await expect(todays.getByText("128/84 mmHg")).toBeVisible();
  await shotAtBothWidths(page, "sanity-todays-readings");

  // ── the health page's records: one card for the reading ──
  await page.goto("/health");
  const recent = page.getByRole("region", { name: "Recent Health Metrics" });
  await expect(recent.getByRole("listitem")).toHaveCount(1);
  await expect(recent.getByText("128/84 mmHg")).toBeVisible();
  await expect(recent.getByText("High blood pressure, stage 1")).toBeVisible();
  await shotAtBothWidths(page, "sanity-health-records");

  // ── an edit the server refuses toasts its detail alone; the next result replaces that toast ──
  await recent.getByRole("button", { name: /^Edit systolic blood pressure of Today/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit health metric" });
  await dialog.getByLabel("Value").fill("70");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  const refused = page.getByRole("alert").filter({ hasText: "Systolic blood pressure must be higher than diastolic" });
  await expect(refused).toHaveText(/^Systolic blood pressure must be higher than diastolic/);
  await dialog.getByLabel("Value").fill("132");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Health metric updated successfully!")).toBeVisible();
  await expect(refused).toHaveCount(0);
  await expect(recent.getByText("132/84 mmHg")).toBeVisible();

  // ── the same two refusals through the API ──
  const exercise = await page.request.post("/api/exercises", {
    data: { exercise_name: "Running", duration_minutes: 30, date: "2030-01-01" },
  });
  expect(exercise.status()).toBe(400);
  expect(await exercise.json()).toEqual({ detail: "Date cannot be in the future" });
  const moment = { unit: "mmHg", date: today, time: "06:15" };
  const diastolic = await page.request.post("/api/health-metrics", {
    data: { metric_type: "blood_pressure_diastolic", value: 140, ...moment },
  });
  expect(diastolic.status()).toBe(201);
  const systolic = await page.request.post("/api/health-metrics", {
    data: { metric_type: "blood_pressure_systolic", value: 70, ...moment },
  });
  expect(systolic.status()).toBe(400);
  expect(await systolic.json()).toEqual({ detail: "Systolic blood pressure must be higher than diastolic" });
  const stored = await page.request.get(`/api/health-metrics?date_param=${today}`);
  const types = ((await stored.json()) as { metric_type: string; time: string }[])
    .filter((m) => m.time === "06:15")
    .map((m) => m.metric_type);
  expect(types).toEqual(["blood_pressure_diastolic"]);
});
