/**
 * Settings → API in Chromium: a Pro user creates a `read` token in the browser (a wrong
 * password is refused first), reads the secret off the page, lists their food entries with it as curl would (a request with no
 * cookie, only `Authorization: Bearer`), is refused a POST (403), revokes the token in the
 * browser and is refused (401). A Free user sees that API access is part of Pro before any
 * form, and a create with their session answers 402.
 */
import { mkdirSync } from "node:fs";
import { expect, request, test, type APIRequestContext, type Page } from "./support/test";
import { STRIPE_FAKE_PORT } from "./support/ports";
import { signUpAndLogIn } from "./support/session";

const SHOTS = "/tmp/shots-tokens";
const today = new Date().toISOString().slice(0, 10); // the users' time zone is UTC
const READ_ONLY =
  "This token's scope is read: it cannot make changes. Create a token with the read_write scope to write.";
const PRO_ONLY = "API access requires the Pro plan. Upgrade to continue.";
const ACCOUNT_ROUTE =
  "Personal access tokens cannot manage the account, its sign-ins or its tokens. Sign in to vitalog to do this.";

/**
 * The page at a desktop's and a phone's width, the phone's fixed tab bar left out so the page's
 * foot shows. A whole page is loaded again at each width, as a visitor at that width sees it
 * (the tab row scrolls its current tab into sight on load); an open dialog is shot as it is.
 */
async function shots(page: Page, name: string, { dialog = false } = {}) {
  const before = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    if (!dialog) await page.reload();
    await page.screenshot({
      path: `${SHOTS}/${name}-${width}.png`,
      fullPage: !dialog,
      style: "nav.fixed { display: none }",
    });
  }
  if (before) await page.setViewportSize(before);
}

async function upgradeToPro(page: Page) {
  await page.goto("/subscription");
  await page.getByRole("region", { name: "Pro", exact: true }).getByRole("button", { name: /Pro/ }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${STRIPE_FAKE_PORT}/checkout/cs_`));
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible({ timeout: 20_000 });
}

/** Fills the create form, the password included; the form is not sent. */
async function fillToken(
  page: Page,
  name: string,
  scope: "Read only" | "Read and write",
  expiry: string,
  password: string,
) {
  const form = page.getByRole("form", { name: "Create a token" });
  await form.getByLabel("Name").fill(name);
  await form.getByRole("radio", { name: scope }).check();
  await form.getByLabel("Expires after").selectOption({ label: expiry });
  await form.getByLabel("Current password").fill(password);
  return form;
}

/** Fills and sends the create form; answers the secret the dialog shows, the dialog still open. */
async function createToken(
  page: Page,
  name: string,
  scope: "Read only" | "Read and write",
  expiry: string,
  password: string,
) {
  const form = await fillToken(page, name, scope, expiry, password);
  await form.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: "Copy your new token" });
  await expect(dialog.getByText("This is the only time the token is shown.")).toBeVisible();
  const secret = (await dialog.getByLabel(name).textContent())!.trim();
  expect(secret).toMatch(/^vl_pat_[A-Za-z0-9_-]{43,}$/);
  return secret;
}

/** A client with no cookie of the browser, as curl is. */
async function curl(baseURL: string, token: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

test("a Pro user creates a read token, reads their diary with it, is refused a write, and revokes it", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { password } = await signUpAndLogIn(page, "api-pro", { name: "Pat Pro" });
  const logged = await page.request.post("/api/food-entries", {
    data: { food_name: "Banana bread", calories: 260, meal_type: "snack", date: today },
  });
  expect(logged.status()).toBe(201);
  await upgradeToPro(page);

  // ── Settings → API, from the Settings tab row ──
  await page.goto("/settings");
  await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "API" }).click();
  await expect(page).toHaveURL(/\/settings\/api$/);
  const tabs = page.getByRole("navigation", { name: "Settings sections" });
  await expect(tabs.getByRole("link", { name: "API" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/settings?tab=profile");
  await expect(page.getByRole("link", { name: "API documentation" })).toHaveAttribute("href", "/developers");
  await expect(page.getByText("No tokens yet.")).toBeVisible();

  // a name and the password are needed: said beside the fields, nothing sent
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Current password is required")).toBeVisible();

  // no token without an end: a year at most
  const expiries = page.getByRole("form", { name: "Create a token" }).getByLabel("Expires after").locator("option");
  await expect(expiries).toHaveText(["30 days", "90 days", "365 days"]);

  // a wrong password is refused, and nothing is created
  const wrong = await fillToken(page, "Curl script", "Read only", "30 days", "not-my-password");
  await wrong.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByText("Current password is incorrect")).toBeVisible();
  await expect(page.getByText("No tokens yet.")).toBeVisible();

  // ── the secret, shown once, copied ──
  const secret = await createToken(page, "Curl script", "Read only", "30 days", password);
  const dialog = page.getByRole("dialog", { name: "Copy your new token" });
  await dialog.getByRole("button", { name: "Copy token" }).click();
  await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shots(page, "secret-shown", { dialog: true });
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);

  const other = await createToken(page, "Health Auto Export", "Read and write", "365 days", password);
  expect(other).not.toBe(secret);
  await page.getByRole("dialog", { name: "Copy your new token" }).getByRole("button", { name: "Done" }).click();

  const list = page.getByRole("list", { name: "Personal access tokens" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  const row = list.getByRole("listitem").filter({ hasText: "Curl script" });
  await expect(list.getByRole("listitem").first()).toContainText("Health Auto Export");
  await expect(row).toContainText("Read only");
  await expect(row).toContainText("Last used");
  await expect(row).toContainText("Never");
  await expect(list.getByRole("listitem").first()).toContainText("Read and write");

  // ── as curl would: the diary read, a write refused, token management refused ──
  const client = await curl(baseURL!, secret);
  const day = await client.get(`/api/food-entries?date_param=${today}`);
  expect(day.status()).toBe(200);
  expect(day.headers()["ratelimit-limit"]).toBe("600");
  expect(await day.json()).toEqual([expect.objectContaining({ food_name: "Banana bread", calories: 260 })]);
  const write = await client.post("/api/food-entries", {
    data: { food_name: "Cookie", calories: 80, meal_type: "snack", date: today },
  });
  expect(write.status()).toBe(403);
  expect(await write.json()).toEqual({ detail: READ_ONLY });
  const manage = await client.get("/api/tokens");
  expect(manage.status()).toBe(403);
  expect(await manage.json()).toEqual({ detail: ACCOUNT_ROUTE });

  // its use shows in the list
  await expect
    .poll(async () => {
      await page.reload();
      return row.textContent();
    })
    .not.toMatch(/Last used\s*Never/);
  await shots(page, "pro-two-tokens");

  // ── revoked in the browser, refused at once ──
  await row.getByRole("button", { name: "Revoke Curl script" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke this token?" });
  await expect(confirm).toContainText("Curl script stops working at once");
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("Token revoked.")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  const refused = await client.get(`/api/food-entries?date_param=${today}`);
  expect(refused.status()).toBe(401);
  await client.dispose();

  // ── the account's activity names both changes ──
  await page.goto("/settings/account");
  const activity = page.getByRole("region", { name: "Account activity" });
  await expect(activity.getByText("Personal access token created: Curl script (read only)")).toBeVisible();
  await expect(activity.getByText("Personal access token revoked: Curl script (read only)")).toBeVisible();
});

test("a Free user reads that API access is part of Pro, sees no form, and cannot create a token (402)", async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const { password } = await signUpAndLogIn(page, "api-free", { name: "Frankie Free" });
  const origin = new URL(page.url()).origin;
  const ended = await page.request.post("/api/update-subscription", {
    data: { plan: "free", action: "downgrade" },
    headers: { origin },
  });
  expect(ended.status()).toBe(200);

  await page.goto("/settings?tab=api");
  await expect(page).toHaveURL(/\/settings\/api$/);
  const locked = page.getByRole("group", { name: "API access" });
  await expect(locked.getByText("Included in the Pro plan.")).toBeVisible();
  await expect(locked.getByRole("link", { name: "Upgrade for API access" })).toHaveAttribute("href", "/subscription");
  await expect(page.getByRole("form", { name: "Create a token" })).toHaveCount(0);
  await expect(page.getByLabel("Name")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create token" })).toHaveCount(0);
  // the plan's notice comes first, before what tokens are
  const explained = page.getByRole("region", { name: "Personal access tokens" });
  expect((await locked.boundingBox())!.y).toBeLessThan((await explained.boundingBox())!.y);
  await shots(page, "free-notice");

  const res = await page.request.post("/api/tokens", {
    data: { name: "Script", scope: "read", expires_in_days: 30, current_password: password },
    headers: { origin },
  });
  expect(res.status()).toBe(402);
  expect(await res.json()).toEqual({ detail: PRO_ONLY });
});
