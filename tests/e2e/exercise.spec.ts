/**
 * Exercise tracking in Chromium at phone width, through the real UI: log (with an estimated
 * calorie figure and a past date), a standard workout, edit and delete from Recent, progress
 * against the weekly goal (then the goal changed in Settings), an AI plan from the OpenAI
 * stand-in saved, and after the stand-in's 429s the basic plan. Screenshots of each screen.
 */
import { expect, test, type Page } from "./support/test";
import { addFakeOpenAIRule } from "../fakes/openai";
import { OPENAI_FAKE_URL } from "./support/ports";
import { shot, shotAtBothWidths } from "./support/session";

const DAY = 86_400_000;
const utcDate = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
/** Monday of this week (UTC), as the app counts weeks. */
function mondayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
}

async function openTab(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Exercise sections" }).getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
}

test("a user logs, edits and deletes workouts, sees progress, and makes AI and basic plans", async ({ page }, info) => {
  test.setTimeout(120_000);
  const email = `e2e-exercise-${Date.now()}@example.com`;
  const password = "exercise-pass-1";
  const reg = await page.request.post("/api/register", {
    data: {
      email,
      password,
      name: "Sam Mover",
      age: 35,
      gender: "male",
      height_cm: 180,
      current_weight_kg: 80,
      goal_weight_kg: 75,
      activity_level: "lightly_active",
      use_imperial: false,
      time_zone: "UTC",
    },
  });
  expect(reg.status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  // ── the menu and the dashboard's quick action lead here ──
  await page.getByRole("link", { name: "Log exercise" }).click();
  await expect(page.getByRole("heading", { name: "Exercise Tracking", level: 1 })).toBeVisible();
  await expect(page.getByText("Weekly Goal: 0/3 workouts")).toBeVisible();

  // ── log: blank calories are estimated (running 9.8 MET × 1.3 vigorous × 80 kg × 0.5 h = 510) ──
  const today = utcDate(0);
  const yesterday = utcDate(-1);
  const twoDaysAgo = utcDate(-2);
  await page.getByLabel("Exercise type").fill("Running");
  await page.getByLabel("Duration (minutes)").fill("30");
  await page.getByRole("radio", { name: "Vigorous" }).check();
  await expect(page.getByText("Leave blank to use an estimate: about 510 kcal.")).toBeVisible();
  await shot(page, info, "01-log");
  await page.getByRole("button", { name: "Log Exercise" }).click();
  await expect(page.getByText("Exercise logged successfully! About 510 kcal burned (estimated).")).toBeVisible();
  await expect(page.getByText("Weekly Goal: 1/3 workouts")).toBeVisible();
  await expect(page.getByLabel("Exercise type")).toHaveValue("");

  // a bad duration is caught before sending
  await page.getByLabel("Exercise type").fill("Cycling");
  await page.getByLabel("Duration (minutes)").fill("0");
  await page.getByRole("button", { name: "Log Exercise" }).click();
  await expect(page.getByText("Duration must be at least 1 minute")).toBeVisible();
  await page.getByLabel("Duration (minutes)").fill("45");
  await page.getByLabel("Calories burned (optional)").fill("400");
  await page.getByLabel("Date").fill(yesterday);
  await page.getByRole("button", { name: "Log Exercise" }).click();
  await expect(page.getByText("Exercise logged successfully!", { exact: true })).toBeVisible();

  await page.getByLabel("Exercise type").fill("Yoga");
  await page.getByLabel("Duration (minutes)").fill("20");
  await page.getByRole("radio", { name: "Light" }).check();
  await page.getByLabel("Date").fill(twoDaysAgo);
  await page.getByRole("button", { name: "Log Exercise" }).click();
  await expect(page.getByText(/Exercise logged successfully! About \d+ kcal/)).toBeVisible();

  // ── a standard workout in one click ──
  await openTab(page, "Standard Workouts");
  await expect(page.getByRole("heading", { name: "HIIT Workout" })).toBeVisible();
  await shot(page, info, "02-standard");
  // MET 7 × 80 kg × 0.5 h: the estimate from the user's weight, before logging
  await expect(page.getByText("30 min · ≈ 280 kcal")).toBeVisible();
  await shotAtBothWidths(page, "standard-workouts");
  await page.getByRole("button", { name: "Log Morning Cardio" }).click();
  await expect(page.getByText("Morning Cardio logged successfully!")).toBeVisible();

  // ── recent: edit, log again, delete ──
  await openTab(page, "Recent");
  const list = page.getByRole("region", { name: "Recent exercises" });
  await expect(list.getByRole("listitem")).toHaveCount(4);
  await expect(list.getByText("Yesterday · 45 min · 400 kcal")).toBeVisible();
  await expect(list.getByText("Today · 30 min · ≈ 510 kcal (estimated)")).toBeVisible();
  await shot(page, info, "03-recent");
  await page.getByRole("button", { name: "Edit Cycling" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit exercise" });
  await dialog.getByLabel("Duration (minutes)").fill("");
  await expect(dialog.getByRole("button", { name: "Save changes" })).toBeDisabled();
  await dialog.getByLabel("Duration (minutes)").fill("50");
  await shot(page, info, "04-edit");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Exercise updated successfully!")).toBeVisible();
  await expect(list.getByText("Yesterday · 50 min · 400 kcal")).toBeVisible();

  await page.getByRole("button", { name: "Delete Yoga" }).click();
  await page
    .getByRole("dialog", { name: "Delete this exercise?" })
    .getByRole("button", { name: "Delete exercise" })
    .click();
  await expect(page.getByText("Exercise deleted successfully!")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(3);

  await page.getByRole("link", { name: "Log Running again" }).click();
  await expect(page.getByRole("heading", { name: "Log again" })).toBeVisible();
  await expect(page.getByLabel("Exercise type")).toHaveValue("Running");
  await expect(page.getByLabel("Duration (minutes)")).toHaveValue("30");

  // ── progress from the data: today Running 30 + Morning Cardio 30, yesterday Cycling 50 ──
  const monday = mondayOf(today);
  const inWeek = [today, today, yesterday].filter((d) => d >= monday);
  const minutes = [30, 30, 50].filter((_, i) => [today, today, yesterday][i]! >= monday).reduce((a, b) => a + b, 0);
  // Morning Cardio: MET 7 × 80 kg × 0.5 h = 280 kcal, estimated from the user's weight
  const calories = [510, 280, 400].filter((_, i) => [today, today, yesterday][i]! >= monday).reduce((a, b) => a + b, 0);
  await openTab(page, "Progress");
  await expect(page.getByText(`Weekly Goal: ${inWeek.length}/3 workouts`)).toBeVisible();
  const week = page.getByRole("region", { name: "This week" });
  await expect(week.getByText(`of 3 workouts`)).toBeVisible();
  await expect(week.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(inWeek.length));
  await expect(week.getByRole("definition").nth(0)).toHaveText(String(minutes));
  await expect(week.getByRole("definition").nth(1)).toHaveText(String(calories));
  await expect(week.getByRole("definition").nth(2)).toHaveText("2 days");
  await expect(page.getByRole("img", { name: "Exercise minutes per week, last 8 weeks" })).toBeVisible();
  await shot(page, info, "05-progress");

  // ── the weekly goal is a profile setting ──
  await page.getByRole("link", { name: "Change your weekly workout goal" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await page.getByLabel("Weekly workout goal").fill("4");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await page.goto("/exercise?tab=progress");
  await expect(page.getByText(`Weekly Goal: ${inWeek.length}/4 workouts`)).toBeVisible();

  // ── an AI plan from the stand-in, saved ──
  await addFakeOpenAIRule(OPENAI_FAKE_URL, {
    match: "Sprint to a half marathon",
    content: "AI PLAN\nMonday: 20 min easy run\nWednesday: intervals 6 x 400 m",
  });
  await openTab(page, "AI Workout Plans");
  const generateButton = page.getByRole("button", { name: "Generate Workout Plan" });
  await expect(generateButton).toBeDisabled();
  await expect(page.getByText("Please enter your fitness goals before generating a workout plan.")).toBeVisible();
  await expect(page.getByText("Please select at least one available day")).toBeVisible();
  await expect(page.getByLabel("Current fitness level")).toHaveValue("beginner");
  await expect(page.getByLabel("Workouts per week")).toHaveValue("3");
  await expect(page.getByLabel("Workout duration")).toHaveValue("30");
  await expect(page.getByLabel("Available equipment")).toHaveValue("none");
  await page.getByLabel("Fitness goals").fill("Sprint to a half marathon");
  await expect(generateButton).toBeDisabled();
  await page.getByRole("checkbox", { name: "Monday" }).check();
  await page.getByRole("checkbox", { name: "Wednesday" }).check();
  await page.getByRole("checkbox", { name: "Cardio" }).check();
  await shot(page, info, "06-generator");
  await generateButton.click();
  await expect(page).toHaveURL(/tab=my-plan/);
  await expect(page.getByText("Wednesday: intervals 6 x 400 m")).toBeVisible();
  await expect(page.getByText("AI plan", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Save Plan" }).click();
  await expect(page.getByText("Workout plan saved successfully!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Saved" })).toBeDisabled();
  const saved = page.getByRole("region", { name: "Saved plans" });
  await expect(saved.getByText(/^AI Workout Plan - \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await shot(page, info, "07-my-plan");

  // ── the AI is busy twice (429): retry counts attempts, then the basic plan ──
  await addFakeOpenAIRule(OPENAI_FAKE_URL, { match: "Get stronger knees", status: 429 });
  await openTab(page, "AI Workout Plans");
  await page.getByLabel("Fitness goals").fill("Get stronger knees");
  await page.getByRole("checkbox", { name: "Tuesday" }).check();
  await page.getByRole("checkbox", { name: "Thursday" }).check();
  await page.getByLabel("Injuries or limitations (optional)").fill("right knee");
  await page.getByRole("button", { name: "Generate Workout Plan" }).click();
  await expect(page.getByText("Too many requests. Please wait a moment and try again. (attempt 1)")).toBeVisible();
  await page.getByRole("button", { name: "Retry (attempt 2)" }).click();
  await expect(page.getByText("Too many requests. Please wait a moment and try again. (attempt 2)")).toBeVisible();
  await shot(page, info, "08-failure");
  await page.getByRole("button", { name: "Use Basic Plan" }).click();
  await expect(page).toHaveURL(/tab=my-plan/);
  await expect(page.getByText(/Basic Workout Plan \(built-in generator, not AI\)/)).toBeVisible();
  await expect(page.getByText("Tuesday: Strength Training (30 min)")).toBeVisible();
  await expect(page.getByText(/Injuries considered \(knee\): no jumping/)).toBeVisible();
  await page.getByLabel("Plan name").fill("Knee-friendly basics");
  await page.getByRole("button", { name: "Save Plan" }).click();
  await expect(page.getByText("Workout plan saved successfully!").last()).toBeVisible();
  await expect(saved.getByText("Knee-friendly basics")).toBeVisible();
  await shot(page, info, "09-basic-plan");

  // ── delete a saved plan ──
  await saved.getByText("Knee-friendly basics").click();
  await saved.getByRole("button", { name: "Delete Knee-friendly basics" }).click();
  await page.getByRole("dialog", { name: "Delete this plan?" }).getByRole("button", { name: "Delete plan" }).click();
  await expect(page.getByText("Workout plan deleted successfully!")).toBeVisible();
  await expect(saved.getByText("Knee-friendly basics")).toHaveCount(0);
});

test("a new user sees honest empty states on every exercise tab", async ({ page }, info) => {
  const email = `e2e-exercise-empty-${Date.now()}@example.com`;
  const reg = await page.request.post("/api/register", {
    data: {
      email,
      password: "exercise-pass-2",
      name: "Eve Empty",
      age: 28,
      gender: "female",
      height_cm: 165,
      current_weight_kg: 60,
      goal_weight_kg: 58,
      activity_level: "sedentary",
      use_imperial: false,
      time_zone: "UTC",
    },
  });
  expect(reg.status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("exercise-pass-2");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: "Exercise" }).click();
  await expect(page.getByRole("heading", { name: "Exercise Tracking", level: 1 })).toBeVisible();

  await openTab(page, "Progress");
  await expect(page.getByText("Weekly Goal: 0/3 workouts")).toBeVisible();
  await expect(page.getByText("of 3 workouts · 3 to go")).toBeVisible();
  await expect(page.getByText("No workouts in the last 8 weeks yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole("region", { name: "This week" }).getByRole("definition").nth(2)).toHaveText("0 days");
  await shot(page, info, "10-progress-empty");
  await openTab(page, "Recent");
  await expect(page.getByText("No exercises logged yet.")).toBeVisible();
  await openTab(page, "My AI Plan");
  await expect(page.getByText("No plan generated yet.", { exact: false })).toBeVisible();
  await expect(page.getByText("No saved plans yet.", { exact: false })).toBeVisible();
  await shot(page, info, "11-my-plan-empty");
});
