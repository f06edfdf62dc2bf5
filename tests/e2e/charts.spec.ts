/**
 * Charts people read, at a desktop and a phone width: one blood-pressure chart with both lines
 * and a legend, axis text that stays at least 11 px on a 390 px phone, and dates in the
 * browser's locale with the month as a word.
 */
import { expect, test } from "./support/test";
import { shotAtBothWidths, signUpAndLogIn } from "./support/session";

test.use({ locale: "en-GB" });

test("the vitals report draws blood pressure as one chart of two lines, with readable axes", async ({ page }) => {
  await signUpAndLogIn(page, "charts", { name: "Chris Chart", current_weight_kg: 70, goal_weight_kg: 68 });
  for (const [metric_type, value, unit] of [
    ["blood_pressure_systolic", 128, "mmHg"],
    ["blood_pressure_diastolic", 84, "mmHg"],
    ["heart_rate", 72, "bpm"],
  ] as const) {
    const res = await page.request.post("/api/health-metrics", { data: { metric_type, value, unit } });
    expect(res.status()).toBe(201);
  }

  await page.goto("/health?tab=reports&report=vitals");
  const bp = page.getByRole("region", { name: "Blood pressure trend" });
  await expect(
    bp.getByRole("img", { name: "Blood pressure, daily average (systolic and diastolic, mmHg)" }),
  ).toBeVisible();
  const legend = bp.getByRole("list", { name: "Legend" });
  await expect(legend.getByText("Systolic")).toBeVisible();
  await expect(legend.getByText("Diastolic")).toBeVisible();
  // one chart for both: no separate systolic or diastolic trend
  await expect(page.getByRole("region", { name: /^Blood Pressure Systolic trend$/i })).toHaveCount(0);
  await expect(page.getByRole("region", { name: /^Blood Pressure Diastolic trend$/i })).toHaveCount(0);
  // the reading in the screen reader's table, per line
  await expect(bp.getByRole("cell", { name: "128 mmHg" })).toBeAttached();
  await expect(bp.getByRole("cell", { name: "84 mmHg" })).toBeAttached();

  // one reading gets a range around it, not a degenerate axis
  const ticks = await bp.locator("[aria-hidden=true] span.tabular-nums").allTextContents();
  expect(new Set(ticks).size).toBe(ticks.length);
  expect(ticks.length).toBeGreaterThanOrEqual(3);

  await page.setViewportSize({ width: 390, height: 844 });
  const sizes = await page
    .locator("figure [aria-hidden=true] span")
    .evaluateAll((spans) =>
      spans
        .filter((s) => (s as HTMLElement).offsetParent !== null)
        .map((s) => parseFloat(getComputedStyle(s).fontSize)),
    );
  expect(sizes.length).toBeGreaterThan(0);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
  expect(new Set(sizes).size).toBe(1); // one size for all axis text
  // en-GB: the day before the month, the month as a word
  // the newest point keeps its label at every width
  await expect(bp.getByText(/^\d{1,2} [A-Z][a-z]{2}$/).last()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await shotAtBothWidths(page, "blood-pressure-chart");
});
