/**
 * axe-core (WCAG 2.0/2.1 A and AA) on every view, every tab, the signed-out pages and the
 * edit dialogs, at the phone width of the suite (375 px), in the light and the dark theme.
 * A serious or critical violation fails the test with a readable list: rule, impact, what is
 * wrong, and the elements.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type Finding = { url: string; rule: string; impact: string; help: string; targets: string[] };

/** Moderate and minor violations: listed on the console (to fix when seen), not failing. */
const lesser = new Map<string, Set<string>>();

/** The serious and critical violations on the page as it is now (a dialog included). */
async function audit(page: Page, where: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  for (const v of violations.filter((v) => v.impact !== "serious" && v.impact !== "critical")) {
    lesser.set(`${v.impact} ${v.id}`, (lesser.get(`${v.impact} ${v.id}`) ?? new Set()).add(where));
  }
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      url: where,
      rule: v.id,
      impact: v.impact ?? "",
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
}

test.afterAll(() => {
  for (const [rule, where] of lesser) console.log(`axe (not failing): ${rule} on ${[...where].join(", ")}`);
});

function report(findings: Finding[]): string {
  return findings
    .map((f) => `${f.url}: [${f.impact}] ${f.rule}: ${f.help}\n    ${f.targets.join("\n    ")}`)
    .join("\n");
}

/** Visits each URL, waits for its h1, audits it; returns every finding (`label` names the theme). */
async function auditAll(page: Page, urls: string[], label = ""): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const url of urls) {
    await page.goto(url);
    await expect(page.locator("h1").first()).toBeVisible();
    findings.push(...(await audit(page, `${url}${label}`)));
  }
  return findings;
}

const SIGNED_OUT = [
  "/login",
  "/login?tab=register",
  "/reset-password",
  "/reset-password?token=not-a-real-token",
  "/revert-email?token=not-a-real-token-0123",
  "/privacy",
  "/terms",
  "/hipaa",
  "/no-such-page",
];

test("signed-out pages have no serious or critical accessibility violations, light or dark", async ({ page }) => {
  test.setTimeout(240_000);
  const findings = await auditAll(page, SIGNED_OUT);
  // signed out, the theme follows the device
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
  findings.push(...(await auditAll(page, SIGNED_OUT, " (dark)")));
  expect(findings, report(findings)).toEqual([]);
});

/** A new user with a little of everything, signed in through the login form; the token of their API access. */
async function signedInWithData(page: Page): Promise<string> {
  const email = `e2e-a11y-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = "a11y-pass-1";
  const created = await page.request.post("/api/register", {
    data: {
      email,
      password,
      name: "Ada Access",
      age: 35,
      gender: "female",
      height_cm: 168,
      current_weight_kg: 65,
      goal_weight_kg: 62,
      activity_level: "sedentary",
      use_imperial: false,
      time_zone: "UTC",
    },
  });
  expect(created.status()).toBe(201);
  const { access_token: token } = (await created.json()) as { access_token: string };

  // a little of everything, so the views show lists and charts, not only empty states
  const today = new Date().toISOString().slice(0, 10);
  const seed: [string, object][] = [
    [
      "/api/food-entries",
      {
        food_name: "Porridge",
        meal_type: "breakfast",
        calories: 320,
        quantity: 1,
        unit: "serving",
        protein: 12,
        carbs: 54,
        fat: 7,
        date: today,
      },
    ],
    [
      "/api/food-entries",
      {
        food_name: "Lentil soup",
        meal_type: "lunch",
        calories: 450,
        quantity: 1,
        unit: "cup",
        protein: 24,
        carbs: 60,
        fat: 9,
        date: today,
      },
    ],
    [
      "/api/exercises",
      {
        exercise_name: "Morning run",
        duration_minutes: 30,
        calories_burned: 280,
        exercise_type: "cardio",
        intensity: "moderate",
        date: today,
      },
    ],
    ["/api/health-metrics", { metric_type: "heart_rate", value: 64, unit: "bpm", date: today, time: "08:00" }],
    ["/api/medications", { name: "Vitamin D", dosage: "1000 IU", frequency: "daily", time: "08:00" }],
    [
      "/api/journal-entries",
      { date: today, content: "A calm day.", mood: 7, energy: 6, stress: 3, sleep: 8, tags: ["calm"] },
    ],
  ];
  for (const [path, data] of seed) {
    const res = await page.request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  }

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  return token;
}

const tabs = (view: string, keys: string[]) => keys.map((k) => `/${view}?tab=${k}`);
const SIGNED_IN = [
  "/",
  "/insights",
  ...tabs("food", ["log", "scan", "barcode", "recent"]),
  ...tabs("exercise", ["log", "ai-plans", "my-plan", "standard", "progress", "recent"]),
  ...tabs("health", ["recent", "tracker", "vitals", "symptoms", "reports"]),
  "/health?tab=reports&report=factors",
  "/health?tab=reports&report=vitals",
  ...tabs("medications", ["my", "reminders", "history", "add"]),
  ...tabs("journal", ["today", "history", "insights", "prompts"]),
  "/calendar",
  ...tabs("calendar", ["trends", "reports", "export"]),
  "/subscription",
  ...tabs("settings", ["profile", "account", "subscription", "about"]),
  "/import",
];

// the two themes are two tests, which may run side by side in two workers
test.describe.configure({ mode: "parallel" });

for (const theme of ["light", "dark"] as const) {
  test(`every signed-in view, tab and edit dialog has no serious or critical accessibility violations, ${theme}`, async ({
    page,
  }) => {
    test.setTimeout(480_000);
    const token = await signedInWithData(page);
    const findings: Finding[] = [];
    const set = await page.request.put("/api/preferences", {
      data: { theme },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(set.status()).toBe(200);
    const label = theme === "dark" ? " (dark)" : "";
    findings.push(...(await auditAll(page, [...SIGNED_IN, "/privacy", "/no-such-page"], label)));
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);

    // the edit dialogs, open
    const dialogs: [string, string][] = [
      ["/food?tab=recent", "Edit Porridge"],
      ["/exercise?tab=recent", "Edit Morning run"],
      ["/food?tab=recent", "Delete Porridge"],
    ];
    for (const [url, button] of dialogs) {
      await page.goto(url);
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      findings.push(...(await audit(page, `${url} (${button} dialog)${label}`)));
    }
    await page.goto("/health?tab=recent");
    await page.getByRole("button", { name: /^Edit .*heart rate/i }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    findings.push(...(await audit(page, `/health?tab=recent (Edit heart rate dialog)${label}`)));

    // the phone's "More" list of views
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "More" }).click();
    await expect(page.getByRole("dialog", { name: "All views" })).toBeVisible();
    findings.push(...(await audit(page, `/ (More dialog)${label}`)));
    expect(findings, report(findings)).toEqual([]);
  });
}
