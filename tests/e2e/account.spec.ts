/**
 * A new user's whole account journey in Chromium at phone width, through the real UI:
 * register → dashboard → verify the email from the received mail → logout → login →
 * change password → delete the account (with the password). A screenshot of each screen is kept.
 */
import { expect, test, type Page } from "./support/test";
import { linkMailedTo } from "./support/mail";
import { shot } from "./support/session";

async function openMenuItem(page: Page, item: string) {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test("a new user registers, verifies, signs in again, changes the password and deletes the account", async ({
  page,
}, info) => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = "first-pass-1";
  const newPassword = "second-pass-2";

  // ── register (imperial, to exercise the conversions) ──
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("Full name").fill("Robin Tester");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Date of birth").fill("1990-05-15");
  await expect(page.getByText(/Age: \d+/)).toBeVisible();
  await page.getByLabel("Gender").selectOption("male");
  await page.getByRole("radio", { name: "Imperial" }).check();
  await page.getByLabel("Feet").fill("5");
  await page.getByLabel("Inches").fill("10");
  await page.getByLabel("Current weight (lbs)").fill("180");
  await page.getByLabel("Goal weight (lbs)").fill("170");
  await page.getByLabel("Activity level").selectOption({ label: "Lightly active" });
  await shot(page, info, "01-register");
  await page.getByRole("button", { name: "Register" }).click();

  // ── dashboard ──
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText("Welcome, Robin Tester!")).toBeVisible(); // the first visit: no "back"
  await expect(page.getByRole("heading", { name: "Please verify your email" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade" })).toBeVisible();
  await expect(page.getByText(/Trial — ends/)).toBeVisible();
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "authjs.session-token");
  expect(session?.httpOnly).toBe(true);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).toBe("{}");
  // the stored profile is metric: 5 ft 10 in = 177.8 cm, 180 lbs = 81.65 kg
  const me = await (await page.request.get("/api/me")).json();
  expect(me.height_cm).toBeCloseTo(177.8, 1);
  expect(me.current_weight_kg).toBeCloseTo(81.65, 1);
  expect(me.use_imperial).toBe(true);
  await expect(page.getByText(`0 / ${me.daily_calories_goal} kcal`)).toBeVisible();
  await shot(page, info, "02-dashboard");

  // ── verify the email with the link that arrived by SMTP ──
  const verifyLink = await linkMailedTo(email, "/verify-email");
  await page.goto(verifyLink);
  await expect(page.getByText("Your email is verified. Thank you!")).toBeVisible();
  await shot(page, info, "03-verified");
  await page.getByRole("link", { name: "Go to dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Please verify your email" })).toHaveCount(0);

  // ── logout ──
  await openMenuItem(page, "Logout");
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login$/);

  // ── login: a wrong password first, then the right one ──
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-my-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();
  await shot(page, info, "04-login-error");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  // ── settings: profile shows imperial values ──
  await openMenuItem(page, "Settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Current weight (lbs)")).toHaveValue("180");
  await shot(page, info, "05-settings-profile");

  // ── change password ──
  await page.getByRole("link", { name: "Account & Security" }).click();
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill("something-else");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("New passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed successfully!")).toBeVisible();
  await shot(page, info, "06-password-changed");
  const oldLogin = await page.request.post("/api/login", { data: { email, password } });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await page.request.post("/api/login", { data: { email, password: newPassword } });
  expect(newLogin.status()).toBe(200);

  // ── delete the account: anything but DELETE cancels; the password is asked for ──
  await page.getByRole("button", { name: "Delete account" }).click();
  await page.getByLabel("Type DELETE to confirm").fill("delete");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Account deletion cancelled.")).toBeVisible();
  await page.getByRole("button", { name: "Delete account" }).click();
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Current password is required")).toBeVisible();
  await page.getByLabel("Your password").fill("not-my-password");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("dialog").getByText("Current password is incorrect")).toBeVisible();
  await page.getByLabel("Your password").fill(newPassword);
  await shot(page, info, "07-delete-dialog");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, info, "08-after-delete");
  const gone = await page.request.post("/api/login", { data: { email, password: newPassword } });
  expect(gone.status()).toBe(401);
});

test("every response carries the security headers and API answers are not cached", async ({ request }) => {
  const page = await request.get("/login");
  const csp = page.headers()["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(page.headers()["x-content-type-options"]).toBe("nosniff");
  expect(page.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const api = await request.get("/api/me");
  expect(api.status()).toBe(401);
  expect(api.headers()["cache-control"]).toBe("no-store");
  expect((await api.json()).detail).toMatch(/Not authenticated/);
});

test("password reset through the mailed link", async ({ page, request }, info) => {
  const email = `e2e-reset-${Date.now()}@example.com`;
  const created = await request.post("/api/register", {
    data: {
      email,
      password: "before-reset",
      name: "Reset Tester",
      age: 40,
      gender: "other",
      height_cm: 170,
      current_weight_kg: 70,
      goal_weight_kg: 70,
      activity_level: "sedentary",
      use_imperial: false,
    },
  });
  expect(created.status()).toBe(201);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const link = await linkMailedTo(email, "/reset-password");
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("after-reset");
  await page.getByLabel("Confirm new password").fill("after-reset");
  await shot(page, info, "reset-form");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("heading", { name: "Password reset" })).toBeVisible();
  await page.getByRole("link", { name: "Back to login" }).click();
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("after-reset");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Welcome, Reset Tester!")).toBeVisible();
});
