/**
 * Paying for a plan in Chromium at phone width, against the Stripe stand-in: a trial user's
 * trial is ended, they choose Premium, pays on the stand-in's checkout page, the signed webhook
 * grants the plan, the payment result says so, and the user downgrades at period end.
 */
import { expect, test, type Page } from "./support/test";
import { STRIPE_FAKE_PORT } from "./support/ports";
import { shot } from "./support/session";

async function signUpAndIn(page: Page, name: string): Promise<string> {
  const email = `e2e-billing-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = "billing-pass-1";
  const created = await page.request.post("/api/register", {
    data: {
      email,
      password,
      name,
      age: 36,
      gender: "female",
      height_cm: 168,
      current_weight_kg: 64,
      goal_weight_kg: 60,
      activity_level: "lightly_active",
      use_imperial: false,
    },
  });
  expect(created.status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  return email;
}

const me = async (page: Page) => (await page.request.get("/api/me")).json();

/** Logging a new migraine episode is a Premium feature. */
const migraine = {
  severity: 6,
  duration_hours: 3,
  triggers: ["Stress"],
  symptoms: ["Nausea"],
  location: "left temple",
  treatment: "rest",
  notes: "",
  time: "09:30",
};

test("end the trial, upgrade to Premium through Stripe Checkout, then downgrade at period end", async ({
  page,
}, info) => {
  await signUpAndIn(page, "Casey Payer");

  // ── the Subscription view, from the dashboard's Upgrade button ──
  await page.getByRole("link", { name: "Upgrade" }).click();
  await expect(page.getByRole("heading", { name: "Subscription", level: 1 })).toBeVisible();
  const free = page.getByRole("region", { name: "Free", exact: true });
  const premium = page.getByRole("region", { name: "Premium", exact: true });
  await expect(free.getByText("Current plan", { exact: true })).toBeVisible(); // a trial marks Free as current
  await expect(premium.getByText("$9.99")).toBeVisible();
  await expect(page.getByRole("region", { name: "Pro", exact: true }).getByText("$19.99")).toBeVisible();
  await expect(page.getByRole("link", { name: "support@vitalog.app" })).toHaveAttribute(
    "href",
    "mailto:support@vitalog.app",
  );
  await page.getByText("Can I cancel anytime?").click();
  await expect(page.getByText(/Your paid plan stays until the end of the period/)).toBeVisible();
  await shot(page, info, "01-subscription-trial");

  // ── a trial is not downgraded from its current card; the downgrade call ends it at once ──
  await expect(free.getByRole("button", { name: "Current Plan: Free" })).toBeDisabled();
  const ended = await page.request.post("/api/update-subscription", {
    data: { plan: "free", action: "downgrade" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(ended.status()).toBe(200);
  expect((await ended.json()).message).toBe("Successfully downgraded to free plan.");
  await page.reload();
  await expect(free.getByRole("button", { name: "Current Plan: Free" })).toBeDisabled();
  await expect(free.getByText(/trial/)).toHaveCount(0);
  expect((await me(page)).subscription_status).toBe("free");
  await expect(page.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
  // a premium feature is refused on Free
  const refused = await page.request.post("/api/migraines", {
    data: migraine,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(402);
  expect((await refused.json()).detail).toMatch(/Premium/);

  // ── leave checkout once: back with nothing charged ──
  await premium.getByRole("button", { name: "Upgrade to Premium" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${STRIPE_FAKE_PORT}/checkout/cs_`));
  await page.getByRole("link", { name: "Cancel and go back" }).click();
  await expect(page.getByText("Checkout was cancelled. You have not been charged.")).toBeVisible();

  // ── choose Premium, pay on the stand-in's page ──
  await premium.getByRole("button", { name: "Upgrade to Premium" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${STRIPE_FAKE_PORT}/checkout/cs_`));
  await expect(page.getByText("$9.99 USD per month")).toBeVisible();
  const stored = await page.evaluate(() => sessionStorage.length);
  expect(stored).toBe(0); // another origin: the app's own storage is not visible here
  // the stand-in keeps the payment's events until the result page has shown that it waits for them
  const checkout = new URL(page.url());
  const control = (what: "hold" | "release") =>
    fetch(`${checkout.origin}/__fake${checkout.pathname}/${what}`, { method: "POST" });
  await control("hold");
  await page.getByRole("button", { name: "Pay" }).click();

  // ── the payment result: processing until the webhook arrives, then paid ──
  await expect(page).toHaveURL(/\/subscription-success\?session_id=cs_/);
  await expect(page.getByRole("heading", { name: /Checking your payment|Processing your payment/ })).toBeVisible();
  await shot(page, info, "02-payment-processing");
  await control("release");
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Amount paid: $9.99 USD")).toBeVisible();
  await expect(page.getByText("Thank you! You are now on the Premium plan.")).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("vitalog.checkout"))).toBeNull();
  await shot(page, info, "03-payment-success");

  // ── premium unlocked: the feature refused before now works, the Upgrade button is gone ──
  const profile = await me(page);
  expect(profile.subscription_status).toBe("premium");
  const allowed = await page.request.post("/api/migraines", {
    data: migraine,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(allowed.status()).toBe(201);
  const periodEnd = new Date(profile.subscription_end_date).getTime();
  expect(periodEnd).toBeGreaterThan(Date.now() + 27 * 24 * 3600_000);
  await page.getByRole("link", { name: "Go to dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText("Premium plan")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade" })).toHaveCount(0);

  // ── downgrade: cancelled at period end, Premium stays until then ──
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Subscription", level: 1 })).toBeVisible();
  await expect(premium.getByText("Current plan", { exact: true })).toBeVisible();
  await expect(page.getByText(/— renews /)).toBeVisible();
  // a paying user switches between paid plans in the billing portal, not with a second checkout
  await expect(
    page.getByRole("region", { name: "Pro", exact: true }).getByRole("button", { name: "Switch to Pro" }),
  ).toBeEnabled();
  await free.getByRole("button", { name: "Downgrade to Free" }).click();
  const confirm = page.getByRole("dialog", { name: "Downgrade to the Free plan?" });
  await confirm.getByRole("button", { name: "Downgrade" }).click();
  await expect(page.getByText("Successfully downgraded to free plan.")).toBeVisible();
  await expect(page.getByText(/— ends .*\. After that you are on the Free plan\./)).toBeVisible();
  await expect(free.getByRole("button", { name: "Downgrade scheduled: Free" })).toBeDisabled();
  const after = await me(page);
  expect(after.subscription_status).toBe("premium");
  expect(new Date(after.subscription_end_date).getTime()).toBe(periodEnd);
  await shot(page, info, "04-downgrade-scheduled");

  // ── Cancel subscription opens the stand-in's customer portal ──
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${STRIPE_FAKE_PORT}/portal/bps_`));
  await page.getByRole("link", { name: "Return to vitalog" }).click();
  await expect(page.getByRole("heading", { name: "Subscription", level: 1 })).toBeVisible();
});

test("a payment result for someone else's session, or none, is an error; nothing changes", async ({ page }, info) => {
  await signUpAndIn(page, "Sam Curious");
  await page.goto("/?session_id=cs_test_someone_elses");
  await expect(page).toHaveURL(/\/subscription-success\?session_id=cs_test_someone_elses/);
  await expect(
    page.getByText("There was an error checking your payment status. Please contact support if you were charged."),
  ).toBeVisible();
  await shot(page, info, "payment-error");
  await page.goto("/subscription-success");
  await expect(page.getByRole("heading", { name: "Payment check failed" })).toBeVisible();
  expect((await me(page)).subscription_status).toBe("trial");
  const forged = await page.request.post("/api/stripe/webhook", {
    data: { id: "evt_forged", type: "checkout.session.completed" },
    headers: { "stripe-signature": "t=1,v1=deadbeef" },
  });
  expect(forged.status()).toBe(400);
});

test("the payment result of an expired checkout, and of one never paid (timeout)", async ({ page }, info) => {
  test.setTimeout(90_000);
  await signUpAndIn(page, "Robin Later");
  const start = async (plan: string) => {
    const res = await page.request.post("/api/create-checkout-session", {
      data: { plan_name: plan, origin_url: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(200);
    return (await res.json()) as { session_id: string; checkout_url: string };
  };
  const expired = await start("pro");
  expect(
    (
      await fetch(`http://127.0.0.1:${STRIPE_FAKE_PORT}/__fake/checkout/${expired.session_id}/expire`, {
        method: "POST",
      })
    ).status,
  ).toBe(204);
  await page.goto(`/subscription-success?session_id=${expired.session_id}`);
  await expect(page.getByText("Your payment session has expired. Please try again.")).toBeVisible();
  await shot(page, info, "payment-expired");

  const unpaid = await start("premium");
  await page.goto(`/subscription-success?session_id=${unpaid.session_id}`);
  await expect(page.getByText(/check 2 of 10/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment still processing" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Your payment is still processing\. Please check your email/)).toBeVisible();
  expect((await me(page)).subscription_status).toBe("trial");
});
