/**
 * Two-step verification in Chromium through the real UI: a user turns the authenticator app
 * on in Settings (codes made here from the key shown), signs in with password + code, uses a
 * recovery code once (the second use is refused), adds a passkey with Chromium's virtual
 * authenticator, and signs in with it: as the second step, and alone.
 */
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { HOTP, Secret } from "otpauth";
import { signUpAndLogIn } from "./support/session";

const SHOTS = "/tmp/shots";

async function openMenuItem(page: Page, item: string) {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

/** The screen at 1280 and 390 px, as /tmp/shots/two-factor-<name>-<width>.png. */
async function shotBoth(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await page.screenshot({ path: `${SHOTS}/two-factor-${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** No serious or critical axe finding (WCAG 2.1 A/AA) on the screen as it is now. */
async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious, where).toEqual([]);
}

/** Codes of the authenticator app, each of a newer 30-second step than the last one used (the server takes each step once). */
function authenticatorApp(secret: string) {
  let last = 0;
  const stepNow = () => Math.floor(Date.now() / 30_000);
  return {
    async nextCode(page: Page): Promise<string> {
      let step = Math.max(stepNow() - 1, last + 1);
      while (step > stepNow() + 1) {
        await page.waitForTimeout(1_000);
        step = Math.max(stepNow() - 1, last + 1);
      }
      last = step;
      return HOTP.generate({ secret: Secret.fromBase32(secret), counter: step, algorithm: "SHA1", digits: 6 });
    },
  };
}

async function signOut(page: Page) {
  await openMenuItem(page, "Logout");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email")).toBeVisible();
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
}

const dashboard = (page: Page) => expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

test("authenticator app, recovery codes and passkeys", async ({ page, context }) => {
  test.setTimeout(180_000);
  const { email, password } = await signUpAndLogIn(page, "mfa", { name: "Sam Secure" });

  // ── turn the authenticator app on ──
  await page.goto("/settings/account");
  const panel = page.getByRole("region", { name: "Two-step verification" });
  await panel.getByRole("button", { name: "Set up authenticator app" }).click();
  await page.getByLabel("Your password").fill("not-my-password");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("dialog").getByText("Password is incorrect")).toBeVisible();
  await page.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  const key = page.getByTestId("totp-secret");
  await expect(key).toBeVisible();
  await expect(panel.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await key.innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shotBoth(page, "settings-setup");
  await expectAccessible(page, "settings: authenticator setup");
  const app = authenticatorApp(secret);
  await panel.getByLabel("Code from the app").fill(await app.nextCode(page));
  await panel.getByRole("button", { name: "Turn on" }).click();
  const codeList = panel.getByRole("list", { name: "Recovery codes" });
  await expect(codeList).toBeVisible();
  const codes = await codeList.getByRole("listitem").allInnerTexts();
  expect(codes).toHaveLength(10);
  await shotBoth(page, "settings-recovery-codes");
  await expectAccessible(page, "settings: recovery codes");
  await panel.getByRole("button", { name: "I have saved them" }).click();
  await expect(panel.getByRole("button", { name: "Turn off" })).toBeVisible();
  await expect(panel.getByText("10 of 10 codes left.", { exact: false })).toBeVisible();

  // ── sign out, then password + code ──
  await signOut(page);
  await passwordStep(page, email, password);
  const codeField = page.getByLabel("Authentication code");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await codeField.fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not correct.")).toBeVisible();
  await shotBoth(page, "login-second-step");
  await expectAccessible(page, "login: second step");
  await codeField.fill(await app.nextCode(page));
  await page.getByRole("button", { name: "Verify" }).click();
  await dashboard(page);

  // ── a recovery code works once ──
  await signOut(page);
  await passwordStep(page, email, password);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(codes[0]!);
  await shotBoth(page, "login-recovery-code");
  await page.getByRole("button", { name: "Verify" }).click();
  await dashboard(page);
  await signOut(page);
  await passwordStep(page, email, password);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That recovery code is not valid or has already been used.")).toBeVisible();
  await page.getByRole("button", { name: "Use your authenticator app" }).click();
  await page.getByLabel("Authentication code").fill(await app.nextCode(page));
  await page.getByRole("button", { name: "Verify" }).click();
  await dashboard(page);

  // ── add a passkey with Chromium's virtual authenticator ──
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  await page.goto("/settings/account");
  await panel.getByRole("button", { name: "Add a passkey" }).click();
  await page.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Passkey added.")).toBeVisible();
  const list = panel.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByText("Passkey 1")).toBeVisible();
  await expect(list.getByText("Not used yet")).toBeVisible();
  await shotBoth(page, "settings-passkey");
  await expectAccessible(page, "settings: passkeys");

  // ── the passkey as the second step ──
  await signOut(page);
  await passwordStep(page, email, password);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await dashboard(page);

  // ── and alone, without the password ──
  await signOut(page);
  await shotBoth(page, "login-page");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await dashboard(page);
  const me = await page.request.get("/api/me");
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(email);

  await page.goto("/settings/account");
  await expect(list.getByText(/Last used/)).toBeVisible();
  await shotBoth(page, "settings-on");
});
