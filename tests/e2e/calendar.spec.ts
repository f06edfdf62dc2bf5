/**
 * Calendar at phone width: a month of logging shows as badges, a day opens its detail
 * modal, the arrow keys move between days, Trends compute, every export downloads, a
 * report falls back to the PDF export before Pro, and after upgrading to Pro (through the
 * Stripe stand-in) the medical report and reports download and a provider is emailed.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Download, type Page } from "./support/test";
import { MAIL_HTTP_PORT, STRIPE_FAKE_PORT } from "./support/ports";
import { shot, shotAtBothWidths, signUpAndLogIn } from "./support/session";

const today = new Date().toISOString().slice(0, 10); // the user's time zone is UTC
const month = today.slice(0, 7);
// another day of this month (the 1st, or the 2nd when today is the 1st)
const other = today.endsWith("-01") ? `${month}-02` : `${month}-01`;
const longDate = (d: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${d}T12:00:00Z`));

async function signUp(page: Page) {
  await signUpAndLogIn(page, "calendar", {
    name: "Cal Endar",
    age: 45,
    height_cm: 170,
    current_weight_kg: 68,
    goal_weight_kg: 65,
  });
}

async function post(page: Page, path: string, data: Record<string, unknown>) {
  const res = await page.request.post(path, { data });
  expect(res.status(), `${path} ${await res.text()}`).toBe(201);
}

async function saved(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

test("month view, day detail, trends, every export and report, and the provider email", async ({ page }, info) => {
  test.setTimeout(120_000);
  await signUp(page);
  for (const [food_name, calories] of [
    ["Porridge", 300],
    ["Apple", 95],
    ["Pasta", 650],
    ["Yogurt", 120],
  ] as const) {
    await post(page, "/api/food-entries", { food_name, calories, date: today });
  }
  await post(page, "/api/food-entries", { food_name: "Toast", calories: 200, date: other });
  await post(page, "/api/exercises", {
    exercise_name: "Running",
    duration_minutes: 30,
    calories_burned: 320,
    exercise_type: "cardio",
    date: today,
  });
  await post(page, "/api/health-metrics", {
    metric_type: "heart_rate",
    value: 62,
    unit: "bpm",
    date: today,
    time: "07:00",
  });
  await post(page, "/api/health-metrics", { metric_type: "weight", value: 68, unit: "kg", date: today, time: "07:05" });
  await post(page, "/api/migraines", {
    severity: 7,
    duration_hours: 3,
    triggers: ["Stress"],
    symptoms: ["Nausea"],
    date: today,
    time: "15:00",
  });
  await post(page, "/api/journal-entries", { date: today, content: "Busy day", mood: 8 });

  // ── the menu lists the Calendar; the month view shows the badges ──
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  const todayCell = page.getByRole("link", {
    name: `${longDate(today)}, today, mood 8, 1 workout, 1 migraine, 2 vital signs, 4 meals`,
  });
  await expect(todayCell).toBeVisible();
  await expect(todayCell).toHaveAttribute("aria-current", "date");
  await expect(page.getByRole("link", { name: `${longDate(other)}, 1 meal` })).toBeVisible();
  await expect(page.getByText("Mood score (1-10)")).toBeVisible();
  await shot(page, info, "01-month-view");

  // ── keyboard: arrows move between days ──
  await page.getByRole("link", { name: new RegExp(`^${longDate(`${month}-01`)}`) }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("link", { name: new RegExp(`^${longDate(`${month}-02`)}`) })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("link", { name: new RegExp(`^${longDate(`${month}-01`)}`) })).toBeFocused();

  // ── the day detail ──
  await todayCell.click();
  const dialog = page.getByRole("dialog", { name: "Today" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Migraine logged on this day (severity 7/10).")).toBeVisible();
  await expect(dialog.getByText("1165 kcal")).toBeVisible(); // consumed
  await expect(dialog.getByText("320 kcal")).toBeVisible(); // burned
  await expect(dialog.getByText("...and 1 more")).toBeVisible();
  await expect(dialog.getByText("heart rate")).toBeVisible();
  await shot(page, info, "02-day-overview");
  await dialog.getByRole("tab", { name: "Food" }).click();
  await expect(dialog.getByText("Pasta")).toBeVisible();
  await dialog.getByRole("tab", { name: "Food" }).press("ArrowRight");
  await expect(dialog.getByRole("tab", { name: "Exercise" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByText("30 min · cardio · 320 kcal burned")).toBeVisible();
  await dialog.getByRole("tab", { name: "Journal" }).click();
  await expect(dialog.getByText("Busy day")).toBeVisible();
  await dialog.getByRole("button", { name: "Back to Calendar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?month=${month}$`));

  // ── previous month by URL ──
  await page.getByRole("link", { name: /^Previous month/ }).click();
  await expect(page).not.toHaveURL(new RegExp(`month=${month}`));
  await expect(page.getByText(/Nothing logged in/)).toBeVisible();
  await page.getByRole("link", { name: "Go to this month" }).click();
  await expect(todayCell).toBeVisible();

  // ── Trends ──
  await page.getByRole("link", { name: "Trends" }).click();
  const thisWeek = page.getByRole("row", { name: /This week/ });
  await expect(thisWeek).toContainText("8/10");
  await expect(page.getByText(/Meals logged on \d of 7 days this week/)).toBeVisible();
  await shot(page, info, "03-trends");

  // ── Export Data on the trial: CSV and PDF download; the medical report needs Pro ──
  await page.getByRole("link", { name: "Export Data" }).click();
  let [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV (zip)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`vitalog-health-data-${today}.zip`);
  expect((await saved(download)).subarray(0, 2).toString()).toBe("PK");
  await expect(page.getByText(`Export downloaded: vitalog-health-data-${today}.zip`)).toBeVisible();
  const csvZip = (await download.path())!;
  [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`vitalog-health-data-${today}.pdf`);
  expect((await saved(download)).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(
    page.getByRole("group", { name: "Medical report" }).getByText("Included in the Pro plan."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Download medical report" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download FHIR bundle" })).toHaveCount(0);

  // ── import: nothing chosen is refused; the account's own export adds nothing ──
  await page.getByRole("button", { name: "Import data" }).click();
  await expect(page.getByText("Choose the export zip to import.")).toBeVisible();
  await page.getByLabel("Export zip").setInputFiles(csvZip);
  await page.getByRole("button", { name: "Import data" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Import complete: 0 records added, 10 already there." }).first(),
  ).toBeVisible();

  // ── Reports before Pro: the upgrade card, and no download of another file ──
  await page.getByRole("link", { name: "Reports", exact: true }).click();
  await expect(
    page.getByRole("group", { name: "PDF health reports" }).getByText("Included in the Pro plan."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Download Monthly Health Summary" })).toHaveCount(0);

  // ── upgrade to Pro through the Stripe stand-in ──
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Subscription", level: 1 })).toBeVisible();
  await page.getByRole("region", { name: "Pro", exact: true }).getByRole("button", { name: /Pro/ }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${STRIPE_FAKE_PORT}/checkout/cs_`));
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible({ timeout: 20_000 });

  // ── the four reports and the medical report ──
  await page.goto("/calendar?tab=reports");
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  for (const [title, kind] of [
    ["Monthly Health Summary", "monthly"],
    ["Migraine Pattern Report", "migraines"],
    ["Mood & Energy Trends", "mood"],
    ["Medication Adherence", "medications"],
  ]) {
    [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: `Download ${title}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`vitalog-${kind}-report-${today}.pdf`);
    expect((await saved(download)).subarray(0, 5).toString()).toBe("%PDF-");
  }
  await page.getByRole("link", { name: "Export Data" }).click();
  await page.getByLabel("Medical report period").selectOption("30");
  [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download medical report" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`vitalog-medical-report-${today}.pdf`);
  [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download FHIR bundle" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`vitalog-fhir-${today}.json`);
  expect(JSON.parse((await saved(download)).toString("utf8"))).toMatchObject({
    resourceType: "Bundle",
    type: "collection",
  });

  // ── email the medical report to a provider ──
  const provider = `dr-${Date.now()}@clinic.example`;
  await page.getByRole("button", { name: "Email medical report" }).click();
  await expect(page.getByText("Enter the provider's email address, e.g. dr.lee@clinic.example")).toBeVisible();
  await page.getByLabel("Provider's email").fill(provider);
  await page.getByLabel("Message (optional)").fill("For my appointment.");
  await page.getByRole("button", { name: "Email medical report" }).click();
  await expect(page.getByText(`Medical report sent to ${provider}.`)).toBeVisible();
  await expect(page.getByText(`Medical report (90 days) to ${provider}`)).toBeVisible();
  await expect
    .poll(async () =>
      (
        (await (
          await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(provider)}`)
        ).json()) as { subject: string }[]
      ).map((m) => m.subject),
    )
    .toEqual([expect.stringContaining("Medical report for Cal Endar")]);
  await shot(page, info, "04-export-data");
  await shotAtBothWidths(page, "calendar-export-pro");
});
