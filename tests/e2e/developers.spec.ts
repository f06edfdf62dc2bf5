/**
 * /developers in Chromium: public, with the token's steps and requests written for this
 * server; Scalar, served from our own origin under the page's CSP, renders the reference
 * from /api/openapi.json with no policy violation and no request leaving the origin. A
 * signed-in reader sees it in the app's frame, reached from Settings → About.
 */
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { signUpAndLogIn } from "./support/session";

const SHOTS = "/tmp/shots-developers";

// a desktop's width, where Scalar shows its sidebar of operations; the phone test sets its own
test.use({ viewport: { width: 1280, height: 900 } });

/** Records what the page's CSP refuses, console errors, and any request to another origin than `origin`. */
async function watch(page: Page, origin: string) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("request", (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith("data:")) problems.push(`request to ${r.url()}`);
  });
  return problems;
}

/** Scalar's rendering of the document: its title, then the food diary's list operation. */
async function expectReference(page: Page) {
  const reference = page.locator("[data-api-reference]");
  await expect(reference.getByRole("heading", { name: "vitalog API", level: 1 })).toBeVisible({ timeout: 30_000 });
  await reference.getByRole("button", { name: "Open Group - Food", exact: true }).click();
  await reference.getByRole("link", { name: /List the food entries of a day/ }).click();
  await expect(reference.getByText("/api/food-entries", { exact: true }).first()).toBeVisible();
}

test("signed out: the steps, requests for this server, and the reference, within the CSP", async ({
  page,
  baseURL,
}) => {
  const ORIGIN = baseURL!;
  const problems = await watch(page, ORIGIN);
  const documentLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/openapi.json");
  const response = await page.goto("/developers");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);

  await expect(page.getByRole("heading", { name: "API for developers", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  const steps = page.getByRole("region", { name: "Create a token" });
  await expect(steps.getByRole("link", { name: "Settings → API" })).toHaveAttribute("href", "/settings/api");
  await expect(steps.getByText("is shown this one time")).toBeVisible();

  const list = page.getByLabel("List today's food entries", { exact: true });
  await expect(list).toContainText(`curl "${ORIGIN}/api/food-entries?date_param=$(date +%F)"`);
  await expect(list).toContainText(`-H "Authorization: Bearer $VITALOG_TOKEN"`);
  await expect(page.getByLabel("Log a food entry, safe to retry", { exact: true })).toContainText(
    `-H "Idempotency-Key: $KEY"`,
  );
  await expect(page.getByLabel("Write several records at once", { exact: true })).toContainText(
    `{ "kind": "water", "body": { "amount_ml": 250 } }`,
  );
  await expect(page.getByLabel("Read and write with types", { exact: true })).toContainText(`baseUrl: "${ORIGIN}",`);

  expect((await documentLoaded).status()).toBe(200);
  await expectReference(page);
  // the script came from our origin, with the request's nonce
  const script = page.locator('script[src^="/developers/scalar?v="]');
  await expect(script).toHaveCount(1);
  expect(await script.evaluate((s: HTMLScriptElement) => s.nonce)).not.toBe("");
  expect(problems).toEqual([]);
});

test("the bundle comes from our origin, immutable under its version's URL", async ({ page, request }) => {
  await page.goto("/developers");
  const src = await page.locator('script[src^="/developers/scalar?v="]').getAttribute("src");
  const current = await request.get(src!);
  expect(current.status()).toBe(200);
  expect(current.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(current.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(await current.text()).toContain("createApiReference");
  const other = await request.get("/developers/scalar?v=0.0.1");
  expect(other.headers()["cache-control"]).toBe("no-cache");
});

test("no other page loads Scalar", async ({ page }) => {
  for (const path of ["/login", "/privacy"]) {
    await page.goto(path);
    await expect(page.locator('script[src^="/developers/scalar"]')).toHaveCount(0);
    expect(await page.evaluate(() => "Scalar" in window)).toBe(false);
  }
});

test("signed in: in the app's frame, reached from Settings → About, the reference mounted again", async ({
  page,
  baseURL,
}) => {
  const problems = await watch(page, baseURL!);
  await signUpAndLogIn(page, "developers", { name: "Dev Reader" });
  await page.goto("/settings?tab=about");
  await page.getByRole("link", { name: "Developer documentation" }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole("heading", { name: "API for developers", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await expectReference(page);
  // away and back in the app: Scalar unmounts with the page and mounts again
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.locator("[data-api-reference]")).toHaveCount(0);
  await page.goBack();
  await expect(page.locator("[data-api-reference]").getByRole("heading", { name: "vitalog API" })).toBeVisible({
    timeout: 30_000,
  });
  expect(problems).toEqual([]);
});

test("fits a phone's width, and looks the part at both widths", async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await page.goto("/developers");
    const reference = page.locator("[data-api-reference]");
    await expect(reference.getByRole("heading", { name: "vitalog API", level: 1 })).toBeVisible({ timeout: 30_000 });
    // long lines scroll inside their code blocks; the page itself never scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const top = await page.evaluate(() => document.querySelector("[data-api-reference]")!.getBoundingClientRect().top);
    const pageTop = top + (await page.evaluate(() => window.scrollY));
    await page.screenshot({
      path: `${SHOTS}/developers-${width}.png`,
      fullPage: true,
      clip: { x: 0, y: 0, width, height: pageTop + 1400 },
    });
  }
});
