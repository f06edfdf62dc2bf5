/**
 * Honest plan gating in Chromium: a feature the plan lacks shows what it is and an Upgrade
 * link before any form; a trial's subscription page names the trial and its end, and
 * cancelling it keeps it to that date; a report the plan lacks offers no download.
 */
import { expect, test, type Page } from "./support/test";
import { shotAtBothWidths, signUpAndLogIn } from "./support/session";

const me = async (page: Page) => (await page.request.get("/api/me")).json();

/** The trial's end as the page writes it for a user in UTC: "December 2, 2026". */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );

async function endTrial(page: Page) {
  const res = await page.request.post("/api/update-subscription", {
    data: { plan: "free", action: "downgrade" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(200);
  expect((await me(page)).subscription_status).toBe("free");
}

test("a Free user sees locked cards, not forms, for migraines, medications and the AI photo scan", async ({ page }) => {
  await signUpAndLogIn(page, "gating-free", { name: "Frankie Free" });
  await endTrial(page);

  await page.goto("/health?tab=tracker");
  const tracker = page.getByRole("region", { name: "Log Migraine Episode" });
  const locked = tracker.getByRole("group", { name: "Migraine logging" });
  await expect(locked).toBeVisible();
  await expect(locked.getByText("Included in the Premium and Pro plans.")).toBeVisible();
  await expect(locked.getByRole("link", { name: "Upgrade for Migraine logging" })).toHaveAttribute(
    "href",
    "/subscription",
  );
  await expect(page.getByRole("form", { name: "Log migraine episode" })).toHaveCount(0);
  await expect(page.getByRole("slider")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Log Migraine Episode" })).toHaveCount(0);
  await shotAtBothWidths(page, "gating-free-migraine");

  await page.goto("/medications?tab=add");
  const medications = page.getByRole("group", { name: "Medication management" });
  await expect(medications.getByText("Included in the Premium and Pro plans.")).toBeVisible();
  await expect(page.getByLabel("Medication name")).toHaveCount(0);
  await shotAtBothWidths(page, "gating-free-medications");

  await page.goto("/food?tab=scan");
  const scan = page.getByRole("group", { name: "AI food photo analysis" });
  await expect(scan.getByText("Included in the Premium and Pro plans.")).toBeVisible();
  await expect(page.getByLabel("Food photo", { exact: true })).toHaveCount(0);
  await shotAtBothWidths(page, "gating-free-photo-scan");

  // the built-in plan generator stays usable on Free, labelled as not AI
  await page.goto("/exercise?tab=ai-plans");
  await expect(page.getByText(/the built-in generator makes your basic plan: no AI, free/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Basic Plan" })).toBeVisible();

  await page.goto("/health?tab=tracker");
  await page.getByRole("link", { name: "Upgrade for Migraine logging" }).click();
  await expect(page.getByRole("heading", { name: "Subscription", level: 1 })).toBeVisible();
});

test("a trial's subscription page names the trial and its end; Cancel keeps it to that date", async ({ page }) => {
  await signUpAndLogIn(page, "gating-trial", { name: "Tess Trial" });
  const before = await me(page);
  expect(before.subscription_status).toBe("trial");
  const endsOn = longDate(before.subscription_end_date);

  await page.goto("/subscription");
  const free = page.getByRole("region", { name: "Free", exact: true });
  await expect(free.getByText("Current plan", { exact: true })).toBeVisible();
  await expect(free.getByText(`You have a free Premium trial until ${endsOn}.`, { exact: false })).toBeVisible();
  await expect(free.getByRole("button", { name: "Current Plan: Free" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Downgrade to Free" })).toHaveCount(0);
  const yourPlan = page.getByRole("region", { name: "Your plan" });
  await expect(yourPlan.getByText("Premium trial")).toBeVisible();
  await expect(yourPlan.getByText(`— ends ${endsOn}.`)).toBeVisible();
  await shotAtBothWidths(page, "gating-trial-subscription");

  await yourPlan.getByRole("button", { name: "Cancel trial" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel your free trial?" });
  await expect(dialog.getByText(`Premium features stay until your trial ends on ${endsOn}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel trial" }).click();
  await expect(
    page.getByText(
      "Your free trial is cancelled. Premium features stay until it ends; after that you are on the Free plan.",
    ),
  ).toBeVisible();
  await expect(yourPlan.getByText(`— ends ${endsOn}. After that you are on the Free plan.`)).toBeVisible();
  await expect(yourPlan.getByRole("button", { name: "Cancel trial" })).toHaveCount(0);
  await expect(free.getByText(`Your Premium trial is cancelled: Premium features until ${endsOn}`)).toBeVisible();
  await expect(page.getByText(/contact support/i)).toHaveCount(0);
  const after = await me(page);
  expect(after).toMatchObject({ subscription_status: "trial", subscription_plan: "free" });
  expect(after.subscription_end_date).toBe(before.subscription_end_date);
  await shotAtBothWidths(page, "gating-trial-cancelled");

  // Settings agrees
  await page.goto("/settings?tab=subscription");
  const settings = page.getByRole("region", { name: "Your plan" });
  await expect(settings.getByText("Premium", { exact: true })).toBeVisible();
  await expect(settings.getByText("Trial", { exact: true })).toBeVisible();
  await expect(settings.getByText(endsOn)).toBeVisible();
  await expect(settings.getByText("Free plan", { exact: true })).toBeVisible();
});

test("a report the plan lacks shows the upgrade card and no download", async ({ page }) => {
  await signUpAndLogIn(page, "gating-reports", { name: "Remy Reports" }); // a trial: Premium, not Pro

  await page.goto("/calendar?tab=reports");
  const locked = page.getByRole("group", { name: "PDF health reports" });
  await expect(locked.getByText("Included in the Pro plan.")).toBeVisible();
  await expect(locked.getByRole("link", { name: "Upgrade for PDF health reports" })).toHaveAttribute(
    "href",
    "/subscription",
  );
  await expect(page.getByRole("region", { name: "Monthly Health Summary" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Download / })).toHaveCount(0);
  const refused = await page.request.get("/api/health-reports/monthly");
  expect(refused.status()).toBe(402);
  expect((await refused.json()).detail).toMatch(/Pro plan/);
  await shotAtBothWidths(page, "gating-reports");

  await page.goto("/calendar?tab=export");
  await expect(page.getByRole("button", { name: "Download CSV (zip)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Medical report" }).getByText("Included in the Pro plan."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Download medical report" })).toHaveCount(0);
  const email = page.getByRole("region", { name: "Email to your provider" });
  await expect(email.getByRole("group", { name: "Emailing reports to a provider" })).toBeVisible();
  await expect(page.getByLabel("Provider's email")).toHaveCount(0);
  await shotAtBothWidths(page, "gating-export");
});
