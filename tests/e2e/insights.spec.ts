/**
 * Dashboard and Smart Insights at phone width: a new user sees the honest empty state and
 * "Not enough data yet" for the score; after logging food, a workout, a journal entry and a
 * weight (through the API), the dashboard's counts and charts follow the data, and the score
 * still waits: one day of a new account is not enough to score (the score itself, from an
 * older account, is checked in tests/api/insights).
 */
import { expect, test, type Page } from "./support/test";
import { addDays } from "../../lib/time/dates";
import { localDateIn } from "../../lib/time/zones";
import { shot, shotAtBothWidths, signUpAndLogIn } from "./support/session";

async function signUp(page: Page) {
  // a zone far from UTC: every "today" below is the user's local day
  await signUpAndLogIn(page, "insights", {
    name: "Ines Insight",
    goal_weight_kg: 62,
    current_weight_kg: 64,
    activity_level: "moderately_active",
    time_zone: "Pacific/Auckland",
  });
}

const count = (page: Page, label: string) =>
  page.getByRole("region", { name: "Dashboard summary" }).getByText(label, { exact: true }).locator("..");

test("a new user's empty insights, then the dashboard and insights follow what they log", async ({ page }, info) => {
  await signUp(page);
  const me = await (await page.request.get("/api/me")).json();

  // ── empty: no score of 0, a way to the first log ──
  await expect(count(page, "Food entries")).toHaveText("Food entries0");
  await expect(page.getByText("No meals logged in the last 7 days.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Weight trend" })).toHaveCount(0);
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: "Smart Insights" }).click();
  await expect(page.getByRole("heading", { name: "Smart Insights", level: 1 })).toBeVisible();
  await expect(page.getByText("Welcome, Ines Insight!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No insights yet" })).toBeVisible();
  const pending = page.getByRole("region", { name: "Health score" });
  await expect(pending.getByText("Not enough data yet")).toBeVisible();
  await expect(pending.getByText("0 of 3 days with data so far", { exact: false })).toBeVisible();
  await expect(pending.getByText(/^\d+ \/ 100$/)).toHaveCount(0);
  const first = page.getByRole("region", { name: "Log your first entry" });
  await expect(first.getByRole("link", { name: "Log food" })).toHaveAttribute("href", "/food");
  await expect(first.getByRole("link", { name: "Log exercise" })).toHaveAttribute("href", "/exercise");
  await expect(first.getByRole("link", { name: "Write in journal" })).toHaveAttribute("href", "/journal");
  await shot(page, info, "01-insights-empty");
  await shotAtBothWidths(page, "insights-new-user");

  // ── log one of each ──
  expect(
    (
      await page.request.post("/api/food-entries", {
        data: { food_name: "Lentil soup", calories: 640, meal_type: "lunch" },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await page.request.post("/api/exercises", { data: { exercise_name: "Brisk walk", duration_minutes: 40 } })
    ).status(),
  ).toBe(201);
  expect(
    (
      await page.request.post("/api/journal-entries", { data: { mood: 8, sleep: 4, content: "Short night." } })
    ).status(),
  ).toBe(201);
  expect(
    (
      await page.request.post("/api/health-metrics", { data: { metric_type: "weight", value: 63.4, unit: "kg" } })
    ).status(),
  ).toBe(201);

  // ── dashboard ──
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  for (const label of ["Food entries", "Workouts", "Journal entries", "Health metrics"])
    await expect(count(page, label)).toHaveText(`${label}1`);
  await expect(page.getByText(`640 / ${me.daily_calories_goal} kcal`)).toBeVisible();
  const week = page.getByRole("region", { name: "Calories, last 7 days" });
  await expect(
    week.getByRole("img", { name: `Calories per day, last 7 days, goal ${me.daily_calories_goal} kcal` }),
  ).toBeVisible();
  await expect(week.getByRole("row", { name: "Today 640 kcal" })).toBeAttached();
  const weight = page.getByRole("region", { name: "Weight trend" });
  await expect(weight.getByRole("img", { name: "Weight trend in kg, 7-day average" })).toBeVisible();
  await expect(weight.getByRole("cell", { name: "63.4 kg" })).toBeAttached();
  // nothing wider than the phone (the charts' screen-reader tables included)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, info, "02-dashboard");
  await shotAtBothWidths(page, "dashboard-charts");

  // ── insights ──
  await page.goto("/insights");
  await expect(page.getByRole("heading", { name: "Smart Insights", level: 1 })).toBeVisible();
  // a day-old account with one day of data: no score yet, however good the day
  const score = page.getByRole("region", { name: "Health score" });
  await expect(score.getByText("Not enough data yet")).toBeVisible();
  await expect(score.getByText("1 of 3 days with data so far", { exact: false })).toBeVisible();
  await expect(score.getByRole("list", { name: "Score breakdown" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Current streak" }).getByText("1 day", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Weekly trend" }).getByText("Not enough data yet")).toBeVisible();
  await expect(page.getByRole("region", { name: "Top category" }).getByText("None yet")).toBeVisible();
  await expect(page.getByRole("region", { name: "Your AI summary" })).toHaveCount(0);
  // the goals of an account one day old: its one day of meals is the whole of its meal goal
  const goals = page.getByRole("region", { name: "Weekly goals" });
  // the workout goal may read 1/1 too, on a weekday where its share of the week is one workout
  await expect(goals.getByRole("listitem").filter({ hasText: "Log meals daily" }).getByText("1/1")).toBeVisible();
  await expect(goals.getByText("Days with meals logged, since you joined (1 day)")).toBeVisible();
  await shot(page, info, "03-insights");
  await shotAtBothWidths(page, "insights-first-day");
});

test("with 90 days of data both pages render on the server quickly", async ({ page }, info) => {
  test.setTimeout(180_000);
  await signUp(page);
  // calendar arithmetic on the user's local today (no 24 h steps across a DST change)
  const today = localDateIn("Pacific/Auckland");
  const posts: Promise<unknown>[] = [];
  for (let i = 89; i >= 1; i--) {
    const date = addDays(today, -i);
    const post = (path: string, data: object) =>
      posts.push(page.request.post(path, { data }).then((r) => expect(r.status(), `${path} ${date}`).toBe(201)));
    post("/api/food-entries", { food_name: `Meals ${i}`, calories: 1300 + ((i * 37) % 700), date });
    if (i % 2 === 0) post("/api/exercises", { exercise_name: "Run", duration_minutes: 30, date });
    if (i % 4 !== 0) post("/api/journal-entries", { mood: 5 + (i % 5), sleep: 4 + (i % 6), date });
    if (i % 3 === 0) post("/api/health-metrics", { metric_type: "weight", value: 66 - i * 0.02, unit: "kg", date });
    if (i % 15 === 0) post("/api/migraines", { severity: 6, date, triggers: ["Dehydration"] });
    if (posts.length >= 20) await Promise.all(posts.splice(0));
  }
  await Promise.all(posts);

  const timings: Record<string, number[]> = { "/": [], "/insights": [] };
  for (let round = 0; round < 5; round++) {
    for (const path of Object.keys(timings)) {
      const started = Date.now();
      const res = await page.request.get(path);
      expect(res.status()).toBe(200);
      await res.text();
      timings[path]!.push(Date.now() - started);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const line = (name: string, path: string) =>
    `${name} median ${median(timings[path]!)} ms (${timings[path]!.join(", ")})`;
  console.log(`[render] ${line("dashboard", "/")}; ${line("insights", "/insights")}`);
  expect(median(timings["/insights"]!)).toBeLessThan(2000);

  await page.goto("/insights");
  await expect(
    page.getByRole("region", { name: "Current streak" }).getByText("89 days", { exact: true }),
  ).toBeVisible();
  // the 89 days were logged before the account existed: they make the streak, not the score
  await expect(page.getByRole("region", { name: "Health score" }).getByText("Not enough data yet")).toBeVisible();
  await shot(page, info, "05-insights-90-days");
});
