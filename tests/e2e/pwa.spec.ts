/**
 * The installable app and offline reading (docs/offline.md): Chromium's installability check
 * on the manifest and service worker, the icons, the dashboard's install hint, views read
 * offline from the copies the service worker kept with the "Offline" banner, the offline page
 * for a view never opened, and the copies forgotten on sign-out.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { shotAtBothWidths, signUpAndLogIn } from "./support/session";

// the config blocks service workers for the other specs; these are about what one does
test.use({ serviceWorkers: "allow" });

/** Resolves once the service worker is active and controls the page. */
async function workerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    }
  });
}

/** The URLs (path and search) the worker keeps for reading offline. */
const keptPages = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has("pages"))) return [];
    const keys = await (await caches.open("pages")).keys();
    return keys.map((r) => new URL(r.url).pathname + new URL(r.url).search);
  });

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

test("Chromium finds the app installable, and the manifest's icons are served to anyone", async ({
  playwright,
  baseURL,
}) => {
  const { launchOptions } = test.info().project.use;
  // a test's context is incognito, where Chromium installs nothing: a profile of its own
  const profile = mkdtempSync(path.join(tmpdir(), "vitalog-pwa-"));
  const browser = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto("/");
    await workerInControl(page);
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }

  // a signed-out visitor with no cookies at all gets the manifest, its icons and the worker
  const anyone = await playwright.request.newContext({ baseURL });
  const manifestResponse = await anyone.get("/manifest.webmanifest");
  expect(manifestResponse.status()).toBe(200);
  const manifest = await manifestResponse.json();
  expect(manifest).toMatchObject({
    id: "/",
    name: "vitalog",
    short_name: "vitalog",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#098163",
    background_color: "#f6f8f9",
  });
  expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
    ["Log food", "/food?tab=log"],
    ["Log migraine", "/health?tab=tracker"],
    ["Mark dose taken", "/medications"],
  ]);
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of icons) {
    const response = await anyone.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
  }
  const worker = await anyone.get("/serwist/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toContain("javascript");
  await anyone.dispose();
});

test("the dashboard offers to install when the browser does, and a dismissal is kept", async ({ page }) => {
  await signUpAndLogIn(page, "install", { name: "Ina Stall" });
  const hint = page.getByRole("region", { name: "Use vitalog as an app" });
  await expect(hint).toBeHidden();

  // Chromium offers to install (headless never shows its own prompt): the same event, by hand
  const offer = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: number }).prompted = 1;
        },
        userChoice: Promise.resolve({ outcome: "dismissed" }),
      });
      dispatchEvent(event);
    });
  await offer();
  await expect(hint).toBeVisible();
  await shotAtBothWidths(page, "pwa-install-hint");
  await hint.getByRole("button", { name: "Install vitalog" }).click();
  // declined in the browser's dialog: the hint goes, for good
  await expect(hint).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);

  await page.reload();
  await offer();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(hint).toBeHidden();
});

test("views opened online read offline with the banner; a view never opened says so", async ({ page, context }) => {
  await signUpAndLogIn(page, "offline", { name: "Olive Line" });
  const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
  const logged = await page.request.post("/api/food-entries", {
    data: { food_name: "Offline oat porridge", calories: 310, meal_type: "breakfast", date: today },
  });
  expect(logged.status()).toBe(201);
  await workerInControl(page);

  // the dashboard as a document (kept by the worker), the food page by a client-side navigation
  await page.goto("/");
  await expect(page.getByText(/^Welcome( back)?, Olive Line!$/)).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Food" }).click();
  await expect(page.getByRole("heading", { name: "Food Tracking", level: 1 })).toBeVisible();
  await expect(page.getByText("Offline oat porridge")).toBeVisible();
  await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(["/", "/food"]));
  const banner = page.getByRole("status").filter({ hasText: "Offline: showing data from" });
  await expect(banner).toBeHidden();

  // the connection drops while the page is open, and comes back
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Food Tracking", level: 1 })).toBeVisible();
  await expect(page.getByText("Offline oat porridge")).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(banner).toHaveText(/^Offline: showing data from [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}$/);

  // a client-side link while offline: Next falls back to loading the document, which the worker answers
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(page.getByText(/^Welcome( back)?, Olive Line!$/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  await expect(banner).toBeVisible();
  await shotAtBothWidths(page, "pwa-offline-dashboard");

  await page.goto("/journal");
  await expect(page.getByRole("heading", { name: "You are offline", level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      "This page has not been opened on this device while online, so there is nothing of it to show offline.",
    ),
  ).toBeVisible();
  await shotAtBothWidths(page, "pwa-offline-page");

  await context.setOffline(false);
  await page.goto("/");
  await expect(page.getByText(/^Welcome( back)?, Olive Line!$/)).toBeVisible();
  await expect(banner).toBeHidden();

  // signed out, the device keeps no one's pages
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  await expect.poll(() => keptPages(page)).toEqual([]);
});
