/**
 * Health & Migraine through the browser at phone width: log an episode and vital signs,
 * see a bad value refused, edit both, see recents, subtitle, symptom counts and reports
 * follow, and delete with the confirmation (whose backdrop closes it).
 */
import { expect, test, type Page } from "./support/test";
import { shot } from "./support/session";

async function openTab(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Health sections" }).getByRole("link", { name }).click();
  await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
}

/** The Health Reports tab shows one report at a time: choose it. */
async function openReport(page: Page, name: string) {
  const reports = page.getByRole("navigation", { name: "Health reports" });
  await reports.getByRole("link", { name }).click();
  await expect(reports.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
}

async function registerAndLogin(
  page: Page,
  request: import("@playwright/test").APIRequestContext,
  name: string,
  imperial: boolean,
) {
  const email = `e2e-health-${imperial ? "imp" : "met"}-${Date.now()}@example.com`;
  const password = "health-pass-1";
  const created = await request.post("/api/register", {
    data: {
      email,
      password,
      name,
      age: 35,
      gender: "female",
      height_cm: 165,
      current_weight_kg: 62,
      goal_weight_kg: 60,
      activity_level: "lightly_active",
      use_imperial: imperial,
      time_zone: "Europe/Berlin",
    },
  });
  expect(created.status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

test("log, edit and delete a migraine and vital signs, and watch the reports follow", async ({
  page,
  request,
}, info) => {
  await registerAndLogin(page, request, "Hana Health", false);

  // ── the dashboard's quick action leads here; empty states ──
  await page.getByRole("link", { name: "Health check" }).click();
  await expect(page.getByRole("heading", { name: "Health & Migraine", level: 1 })).toBeVisible();
  await expect(page.getByText("No migraines logged")).toBeVisible();
  await expect(page.getByText("No health metrics recorded yet.")).toBeVisible();
  await shot(page, info, "01-recent-empty");

  // ── log an episode ──
  await page.getByRole("link", { name: "Log your first migraine" }).click();
  await expect(page.getByRole("heading", { name: "Log Migraine Episode" })).toBeVisible();
  await expect(page.getByLabel("Severity: 5/10")).toHaveValue("5");
  await page.getByLabel(/^Severity/).fill("7");
  await page.getByLabel("Duration (hours)").fill("2.5");
  await page.getByRole("checkbox", { name: "Stress" }).check();
  await page.getByRole("checkbox", { name: "Lack of sleep" }).check();
  await page.getByRole("checkbox", { name: "Bright lights" }).check();
  await page.getByLabel("Add another trigger").fill("Red wine");
  await page.getByLabel("Add another trigger").press("Enter");
  await expect(page.getByRole("checkbox", { name: "Red wine" })).toBeChecked();
  await page.getByRole("checkbox", { name: "Nausea" }).check();
  await page.getByRole("checkbox", { name: "Sensitivity to light" }).check();
  await page.getByLabel("Location").fill("Left temple");
  await page.getByLabel("Treatment").fill("Ibuprofen 400 mg");
  await shot(page, info, "02-tracker-form");
  await page.getByRole("button", { name: "Log Migraine Episode" }).click();
  await expect(page.getByText("Migraine episode logged successfully!")).toBeVisible();
  await expect(page.getByText("Last migraine: Today")).toBeVisible();
  await expect(page.getByLabel("Severity: 5/10")).toHaveValue("5"); // the form reset
  await expect(page.getByRole("checkbox", { name: "Stress" })).not.toBeChecked();
  const recentEpisodes = page.getByRole("region", { name: "Recent Episodes" });
  await expect(recentEpisodes.getByText("Severity 7/10")).toBeVisible();
  await expect(recentEpisodes.getByText("+1 more")).toBeVisible();
  await shot(page, info, "03-tracker-logged");

  // ── vital signs: an implausible value saves nothing, then five readings ──
  await openTab(page, "Vital Signs");
  await page.getByRole("button", { name: "Record Vital Signs" }).click();
  await expect(page.getByText("No valid vital signs to record")).toBeVisible();
  await page.getByLabel("Systolic (mmHg)").fill("145");
  await page.getByLabel("Diastolic (mmHg)").fill("92");
  await page.getByLabel("Heart rate (bpm)").fill("900");
  await page.getByLabel("Weight (kg)").fill("62.5");
  await page.getByLabel("Body temperature (°C)").fill("36.8");
  await page.getByRole("button", { name: "Record Vital Signs" }).click();
  await expect(page.getByText("Heart rate must be between 20 and 250 bpm")).toBeVisible();
  await expect(page.getByText("No readings today yet.")).toBeVisible();
  await page.getByLabel("Heart rate (bpm)").fill("72");
  await page.getByRole("button", { name: "Record Vital Signs" }).click();
  await expect(page.getByText("5 vital sign(s) recorded successfully!")).toBeVisible();
  const todays = page.getByRole("region", { name: "Today's Readings" });
  // the blood pressure pair reads as one reading
  await expect(todays.getByRole("listitem")).toHaveCount(4);
  await expect(todays.getByText("145/92 mmHg")).toBeVisible();
  await expect(todays.getByText("72 bpm")).toBeVisible();
  await expect(page.getByLabel("Heart rate (bpm)")).toHaveValue("");
  await shot(page, info, "04-vitals");

  // ── recent: edit the episode and a metric ──
  await openTab(page, "Recent");
  await expect(page.getByRole("region", { name: "Recent Health Metrics" }).getByRole("listitem")).toHaveCount(4);
  await page.getByRole("button", { name: /^Edit migraine of Today/ }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit migraine episode" });
  await expect(editDialog.getByLabel("Severity: 7/10")).toHaveValue("7");
  await expect(editDialog.getByLabel("Location")).toHaveValue("Left temple");
  await expect(editDialog.getByRole("radio", { name: "Migraine" })).toBeChecked();
  await editDialog.getByLabel(/^Severity/).fill("4");
  await editDialog.getByRole("checkbox", { name: "Bright lights" }).uncheck();
  // on second thought it was another kind of headache: a headache day, not a migraine day
  await editDialog.getByRole("radio", { name: "Other headache" }).check();
  await shot(page, info, "05-edit-migraine");
  await editDialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Migraine updated successfully!")).toBeVisible();
  await expect(editDialog).toBeHidden();
  const recentMigraines = page.getByRole("region", { name: "Recent Migraine Episodes" });
  await expect(recentMigraines.getByText("Other headache · Severity 4/10")).toBeVisible();
  await expect(recentMigraines.getByText("+1 more")).toHaveCount(0);

  await page.getByRole("button", { name: /^Edit heart rate of Today/ }).click();
  const metricDialog = page.getByRole("dialog", { name: "Edit health metric" });
  await expect(metricDialog.getByLabel("Value")).toHaveValue("72");
  await metricDialog.getByLabel("Value").fill("900");
  await metricDialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(metricDialog.getByText("Heart rate must be between 20 and 250 bpm")).toBeVisible();
  await metricDialog.getByLabel("Value").fill("80");
  await metricDialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Health metric updated successfully!")).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent Health Metrics" }).getByText("80 bpm")).toBeVisible();

  // ── symptoms and reports reflect the episode and the readings ──
  await openTab(page, "Symptoms");
  await expect(page.getByText("From 1 migraine episode in the last 30 days.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Symptom counts" }).getByText("Nausea")).toBeVisible();
  await expect(page.getByRole("list", { name: "Trigger counts" }).getByText("Red wine")).toBeVisible();
  await shot(page, info, "06-symptoms");
  await openTab(page, "Health Reports");
  await expect(page.getByText("1 episode on 1 day in the last 6 months.")).toBeVisible();
  await expect(page.getByText("4/10")).toBeVisible();
  await shot(page, info, "07-reports");
  await openReport(page, "Vitals trends");
  await expect(page.getByText("1 of 1 reading above normal (American Heart Association categories).")).toBeVisible();
  await expect(page.getByText("High blood pressure, stage 2")).toBeVisible();
  await openReport(page, "Possible factors");
  await expect(page.getByText(/This needs at least 10 days of records; you have 1\./)).toBeVisible();

  // ── delete: the backdrop closes the confirmation, then delete for real ──
  await openTab(page, "Recent");
  await page.getByRole("button", { name: /^Delete migraine of Today/ }).click();
  const confirm = page.getByRole("dialog", { name: "Delete migraine episode?" });
  await expect(confirm).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: /^Delete migraine of Today/ }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Migraine deleted successfully!")).toBeVisible();
  await expect(page.getByText("No migraines logged")).toBeVisible();
  await expect(page.getByText("No migraine episodes logged yet.")).toBeVisible();
  await openTab(page, "Health Reports");
  await expect(page.getByText("No migraine episodes in the last 6 months.")).toBeVisible();
  await shot(page, info, "08-after-delete");
});

test("an imperial user records in lbs and °F, and a reading entered in kg reads in lbs", async ({
  page,
  request,
}, info) => {
  await registerAndLogin(page, request, "Ivo Imperial", true);
  await page.goto("/health?tab=vitals");
  await expect(page.getByRole("heading", { name: "Record Vital Signs" })).toBeVisible();
  await page.getByLabel("Weight (lbs)").fill("150");
  await page.getByLabel("Body temperature (°F)").fill("99.5");
  await page.getByRole("button", { name: "Record Vital Signs" }).click();
  await expect(page.getByText("2 vital sign(s) recorded successfully!")).toBeVisible();
  const todays = page.getByRole("region", { name: "Today's Readings" });
  await expect(todays.getByText("150 lbs")).toBeVisible();
  await expect(todays.getByText("99.5 °F")).toBeVisible();

  await openTab(page, "Recent");
  await page.getByRole("button", { name: /^Edit weight of Today/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit health metric" });
  await expect(dialog.getByLabel("Unit")).toHaveValue("lbs");
  await dialog.getByLabel("Unit").selectOption("kg");
  await dialog.getByLabel("Value").fill("70");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Health metric updated successfully!")).toBeVisible();
  const metrics = page.getByRole("region", { name: "Recent Health Metrics" });
  await expect(metrics.getByText("154.3 lbs")).toBeVisible();
  await expect(metrics.getByText("(entered as 70 kg)")).toBeVisible();
  await shot(page, info, "imperial-recent");

  await openTab(page, "Health Reports");
  await openReport(page, "Vitals trends");
  await expect(page.getByText("Min 154.3 lbs · Avg 154.3 lbs · Max 154.3 lbs (1 reading)")).toBeVisible();
  await expect(page.getByText("Min 99.5 °F · Avg 99.5 °F · Max 99.5 °F (1 reading)")).toBeVisible();
});

test("a month of episodes and vitals shows in recents, symptom counts, charts and the pattern report", async ({
  page,
  request,
}, info) => {
  await registerAndLogin(page, request, "Mona Month", false);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
  const dayBefore = (n: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const perMonth = new Map<string, number>();
  const monthLabel = (date: string) =>
    new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${date}T00:00:00Z`),
    );
  // the same REST calls the forms make, with dates over the last 30 days
  for (let i = 0; i < 30; i++) {
    const date = dayBefore(i);
    if (i % 3 === 0) {
      const res = await page.request.post("/api/migraines", {
        data: {
          severity: 4 + (i % 5),
          duration_hours: 2,
          triggers: i % 2 ? ["Stress", "Red wine"] : ["Stress"],
          symptoms: ["Nausea"],
          treatment: i % 6 === 0 ? "Triptan" : "",
          date,
          time: "07:30",
        },
      });
      expect(res.status()).toBe(201);
      perMonth.set(monthLabel(date), (perMonth.get(monthLabel(date)) ?? 0) + 1);
    }
    for (const [metric_type, value, unit] of [
      ["weight", 70 + i / 10, "kg"],
      ["blood_pressure_systolic", 118, "mmHg"],
      ["blood_pressure_diastolic", 76, "mmHg"],
    ] as const) {
      expect(
        (
          await page.request.post("/api/health-metrics", { data: { metric_type, value, unit, date, time: "08:00" } })
        ).status(),
      ).toBe(201);
    }
  }

  await page.goto("/health");
  await expect(page.getByRole("heading", { name: "Health & Migraine", level: 1 })).toBeVisible();
  await expect(page.getByText("Last migraine: Today")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Recent Migraine Episodes" }).getByText(/^Severity \d+\/10$/),
  ).toHaveCount(10);
  await expect(
    page.getByRole("region", { name: "Recent Health Metrics" }).getByRole("button", { name: /^Edit / }),
  ).toHaveCount(10);

  await openTab(page, "Symptoms");
  await expect(page.getByText("From 10 migraine episodes in the last 30 days.")).toBeVisible();
  const triggers = page.getByRole("list", { name: "Trigger counts" });
  await expect(triggers.getByRole("listitem").filter({ hasText: "Stress" })).toContainText("10 of 10 episodes");
  await expect(triggers.getByRole("listitem").filter({ hasText: "Red wine" })).toContainText("5 of 10 episodes");

  await openTab(page, "Health Reports");
  await expect(page.getByText("10 episodes on 10 days in the last 6 months.")).toBeVisible();
  await expect(page.getByText("6/10", { exact: true })).toBeVisible(); // severities 4–8, mean 6
  const chart = page.getByRole("table", { name: "Migraine days per month" });
  for (const [label, count] of perMonth) {
    await expect(chart.getByRole("row", { name: label })).toContainText(`${count} days`);
  }
  await openReport(page, "Vitals trends");
  await expect(page.getByText("0 of 30 readings above normal (American Heart Association categories).")).toBeVisible();
  await expect(page.getByText("Min 70 kg · Avg 71.5 kg · Max 72.9 kg (30 readings)")).toBeVisible();
  await shot(page, info, "month-reports");
});
