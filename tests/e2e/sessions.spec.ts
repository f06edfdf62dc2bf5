/**
 * Sessions a user can see and end: signed in from two browsers and an app's token, the user
 * finds them in Settings → Account & Security, signs the other browser out and revokes the
 * token from the list; the other browser's next page load lands on /login and the token
 * answers 401 at once.
 */
import { mkdirSync } from "node:fs";
import { expect, request, test, type Locator, type Page } from "./support/test";
import { signUpAndLogIn } from "./support/session";

const FIREFOX_ANDROID = "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0";
const SHOTS = "/tmp/shots";

function sessionsList(page: Page): Locator {
  return page.getByRole("list", { name: "Sessions" });
}

function row(page: Page, device: string): Locator {
  return sessionsList(page).getByRole("listitem").filter({ hasText: device });
}

async function signOutRow(page: Page, device: string) {
  await row(page, device)
    .getByRole("button", { name: /^Sign out/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Sign out this session?" });
  await expect(dialog).toContainText(device);
  await dialog.getByRole("button", { name: "Sign out", exact: true }).click();
  // the toast of an earlier sign-out may still be showing
  await expect(page.getByText("Session ended.").last()).toBeVisible();
  await expect(row(page, device)).toHaveCount(0);
}

async function shotPanel(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
  const panel = page.getByRole("region", { name: "Where you're signed in" });
  await panel.scrollIntoViewIfNeeded();
  // the phone's tab bar is fixed over the page's foot: left out of the pictures of the panel
  const style = "nav.fixed { display: none !important; }";
  await panel.screenshot({ path: `${SHOTS}/sessions-${width}.png`, style });
  await page.screenshot({ path: `${SHOTS}/sessions-page-${width}.png`, fullPage: true, style });
}

test("a user lists the other browser and an app token, and signs both out from Settings", async ({
  page,
  browser,
  baseURL,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const { email, password } = await signUpAndLogIn(page, "sessions", {
    name: "Sam Sessions",
    time_zone: "Europe/Berlin",
  });

  // a second browser: another device
  const phone = await browser.newContext({ userAgent: FIREFOX_ANDROID, viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  await phonePage.goto("/login");
  await phonePage.getByLabel("Email").fill(email);
  await phonePage.getByLabel("Password").fill(password);
  await phonePage.getByRole("button", { name: "Login" }).click();
  await expect(phonePage.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  // an app signs in through the API
  const app = await request.newContext({ baseURL, extraHTTPHeaders: { "user-agent": "vitalog-e2e-client/1.0" } });
  const login = await app.post("/api/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).access_token as string;
  const asApp = { headers: { authorization: `Bearer ${token}` } };
  expect((await app.get("/api/me", asApp)).status()).toBe(200);

  await page.goto("/settings/account");
  await expect(sessionsList(page)).toBeVisible();
  const here = sessionsList(page).getByRole("listitem").filter({ hasText: "This device" });
  await expect(here).toHaveCount(1);
  await expect(here).toContainText("Chrome on Linux");
  await expect(here).toContainText("Browser");
  await expect(here.getByRole("button", { name: /^Sign out/ })).toHaveCount(0);
  await expect(row(page, "Firefox on Android")).toContainText("Browser");
  await expect(row(page, "vitalog API client")).toContainText("App token");
  await expect(page.getByRole("button", { name: "Sign out all other sessions" })).toBeVisible();
  await shotPanel(page, 1280);
  await shotPanel(page, 390);

  // the other browser: signed out at once
  await signOutRow(page, "Firefox on Android");
  await phonePage.goto("/");
  await expect(phonePage).toHaveURL(/\/login$/);
  expect((await phonePage.request.get("/api/me")).status()).toBe(401);

  // the app's token: refused at once
  await signOutRow(page, "vitalog API client");
  expect((await app.get("/api/me", asApp)).status()).toBe(401);

  // this browser is still signed in
  await page.reload();
  await expect(here).toHaveCount(1);
  expect((await page.request.get("/api/me")).status()).toBe(200);

  await app.dispose();
  await phone.close();
});
