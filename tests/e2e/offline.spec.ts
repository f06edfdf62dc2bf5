/**
 * Logging offline: with the network cut, a food entry, a migraine and a dose are saved on the
 * device, marked "Waiting to sync", still there after a reload, and synced once the network
 * is back, one row each. A write the server refuses on sync is shown with its reason, to edit
 * and retry or discard, and signing out with writes on the device warns first.
 */
import { expect, test, type BrowserContext, type Page } from "./support/test";
import { shotAtBothWidths, signUpAndLogIn } from "./support/session";

// the config blocks service workers for the other specs; these are about what one does
test.use({ serviceWorkers: "allow" });

const profile = { name: "Offline Olive", time_zone: "UTC" };
const today = () => new Date().toISOString().slice(0, 10);

/** Waits until the service worker controls the page, so reloads are answered from its caches. */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }));
  });
}

/** Opens `path` in a tab of its own, online, and waits for its offline queue to be loaded. */
async function openTab(context: BrowserContext, path: string, heading: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  await controlled(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  return page;
}

/** Rewrites the saved writes whose label starts with `label` in this device's IndexedDB. */
async function editSaved(page: Page, label: string, body: Record<string, unknown>) {
  await page.evaluate(
    async ({ label, body }) => {
      const db = await new Promise<IDBDatabase>((done, fail) => {
        const open = indexedDB.open("vitalog-offline");
        open.onsuccess = () => done(open.result);
        open.onerror = () => fail(open.error);
      });
      const store = db.transaction("writes", "readwrite").objectStore("writes");
      const all = await new Promise<{ label: string; body: object }[]>((done) => {
        const req = store.getAll();
        req.onsuccess = () => done(req.result);
      });
      for (const w of all.filter((x) => x.label.startsWith(label))) store.put({ ...w, body: { ...w.body, ...body } });
      db.close();
    },
    { label, body },
  );
}

async function savedCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        const open = indexedDB.open("vitalog-offline");
        open.onsuccess = () => {
          const req = open.result.transaction("writes").objectStore("writes").count();
          req.onsuccess = () => done(req.result);
        };
      }),
  );
}

test("offline: a food entry, a migraine and a dose wait on the device, then sync once each", async ({
  page,
  context,
}) => {
  await signUpAndLogIn(page, "offline", profile);
  const med = await page.request.post("/api/medications", {
    data: { name: "Metformin", dosage: "500 mg", frequency: "daily", time: "08:00", status: "active" },
  });
  expect(med.status()).toBe(201);

  const food = await openTab(context, "/food", "Food Tracking");
  const health = await openTab(context, "/health?tab=tracker", "Health & Migraine");
  const meds = await openTab(context, "/medications", "Medications");

  await context.setOffline(true);

  await food.getByLabel("Food name").fill("Offline oats");
  await food.getByLabel("Calories (kcal)").fill("150");
  await food.getByRole("button", { name: "Log Food" }).click();
  await expect(food.getByText(/Saved on this device: Offline oats/)).toBeVisible();
  await expect(food.getByLabel("Food name")).toHaveValue("");
  const oats = food.getByRole("list", { name: "Saved on this device" }).getByRole("listitem");
  await expect(oats).toHaveText(/Offline oats · 150 kcal\s*Waiting to sync/);

  await health.getByLabel(/^Severity/).fill("7");
  await health.getByRole("button", { name: "Log Migraine Episode" }).click();
  await expect(health.getByText(/Saved on this device: Migraine, severity 7\/10/)).toBeVisible();
  await expect(health.getByRole("list", { name: "Saved on this device" })).toContainText("Waiting to sync");

  await meds.getByRole("button", { name: "Mark as Taken: Metformin at 08:00" }).click();
  await expect(meds.getByLabel("Metformin at 08:00: Taken, waiting to sync")).toBeVisible();
  await expect(meds.getByRole("button", { name: "Mark as Taken: Metformin at 08:00" })).toHaveCount(0);
  await meds.bringToFront();
  await shotAtBothWidths(meds, "offline-dose-waiting");
  await food.bringToFront();
  await shotAtBothWidths(food, "offline-food-waiting");

  // ── a reload without a network: the pages come from the service worker, the writes from IndexedDB ──
  for (const [tab, heading] of [
    [food, "Food Tracking"],
    [health, "Health & Migraine"],
    [meds, "Medications"],
  ] as const) {
    await tab.reload();
    await expect(tab.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  }
  await expect(food.getByText("Offline oats · 150 kcal", { exact: true })).toBeVisible();
  await expect(food.getByText("Waiting to sync")).toBeVisible();
  await expect(health.getByText("Waiting to sync").first()).toBeVisible();
  await expect(meds.getByLabel("Metformin at 08:00: Taken, waiting to sync")).toBeVisible();
  await expect(food.getByText(/^Offline: showing data from /)).toBeVisible();
  await food.bringToFront();
  await shotAtBothWidths(food, "offline-food-reloaded");

  // ── back online: every tab (and the service worker) replays; the keys make it one row each ──
  await context.setOffline(false);
  await expect(food.getByText("Waiting to sync")).toHaveCount(0, { timeout: 20_000 });
  await expect(health.getByText("Waiting to sync")).toHaveCount(0, { timeout: 20_000 });
  await expect(meds.getByText("Waiting to sync")).toHaveCount(0, { timeout: 20_000 });
  await expect(food.getByText("Offline oats").first()).toBeVisible();
  await expect(meds.getByRole("button", { name: "Mark as Taken: Metformin at 08:00" })).toHaveCount(0);
  await expect(food.getByText(/^Offline: showing data from /)).toHaveCount(0);
  await shotAtBothWidths(food, "offline-food-synced");

  const entries = (await (await page.request.get(`/api/food-entries?date=${today()}`)).json()) as {
    food_name: string;
  }[];
  expect(entries.filter((e) => e.food_name === "Offline oats")).toHaveLength(1);
  const migraines = (await (await page.request.get("/api/migraines")).json()) as { severity: number }[];
  expect(migraines).toHaveLength(1);
  expect(migraines[0]!.severity).toBe(7);
  const doses = (await (await page.request.get(`/api/medication-doses?start=${today()}&end=${today()}`)).json()) as {
    name: string;
    status: string;
  }[];
  expect(doses).toEqual([expect.objectContaining({ name: "Metformin", status: "taken", time: "08:00" })]);
  expect(await savedCount(food)).toBe(0);
});

test("a write refused on sync is shown to fix or discard; signing out with writes on the device warns", async ({
  page,
  context,
}) => {
  await signUpAndLogIn(page, "refused", profile);
  await page.goto("/food");
  await expect(page.getByRole("heading", { name: "Food Tracking", level: 1 })).toBeVisible();
  await controlled(page);
  await page.reload();
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  for (const name of ["Bad date soup", "Stale toast", "Spare pear"]) {
    await page.getByLabel("Food name").fill(name);
    await page.getByLabel("Calories (kcal)").fill("120");
    await page.getByRole("button", { name: "Log Food" }).click();
    await expect(page.getByText(`${name} · 120 kcal`, { exact: true })).toBeVisible();
  }
  // the server will refuse these two: a day that does not exist
  await editSaved(page, "Bad date soup", { date: "2026-02-30" });
  await editSaved(page, "Stale toast", { date: "2026-02-31" });

  await context.setOffline(false);
  await expect(page.getByText("2 entries couldn't be synced.")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Synced 1 entry")).toBeVisible();
  await expect(page.getByText("Spare pear · 120 kcal", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Spare pear").first()).toBeVisible();

  await page.getByRole("button", { name: "Review" }).click();
  const dialog = page.getByRole("dialog", { name: "Entries that couldn't be synced" });
  await expect(dialog.getByText("Bad date soup · 120 kcal", { exact: true })).toBeVisible();
  await expect(dialog.getByText(/date/i).nth(1)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Edit and retry Bad date soup · 120 kcal" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Discard Stale toast · 120 kcal" })).toBeVisible();
  await shotAtBothWidths(page, "offline-refused-dialog");

  // ── Edit and retry: the corrected day is sent under a new key ──
  await dialog.getByRole("button", { name: "Edit and retry Bad date soup · 120 kcal" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Bad date soup · 120 kcal" });
  await expect(edit.getByLabel("Food name")).toHaveValue("Bad date soup");
  await edit.getByLabel("Date").fill(today());
  // the pear's toast goes first, so the one that follows is the retry's own
  await expect(page.getByText("Synced 1 entry")).toHaveCount(0);
  await edit.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("1 entry couldn't be synced.")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Synced 1 entry")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  // ── signing out with a write on the device asks first ──
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  const warning = page.getByRole("dialog", { name: "Sign out with unsynced entries?" });
  await expect(
    warning.getByText("1 entry is waiting to sync. If you sign out now it will be discarded."),
  ).toBeVisible();
  await shotAtBothWidths(page, "offline-sign-out-warning");
  await warning.getByRole("button", { name: "Stay" }).click();
  await expect(warning).toHaveCount(0);

  // ── Discard, after a confirmation ──
  await page.getByRole("button", { name: "Review" }).click();
  await page.getByRole("button", { name: "Discard Stale toast · 120 kcal" }).click();
  await page.getByRole("dialog", { name: "Discard this entry?" }).getByRole("button", { name: "Discard" }).click();
  await expect(page.getByText("couldn't be synced.")).toHaveCount(0);
  expect(await savedCount(page)).toBe(0);

  const entries = (await (await page.request.get(`/api/food-entries?date=${today()}`)).json()) as {
    food_name: string;
  }[];
  expect(entries.map((e) => e.food_name).sort()).toEqual(["Bad date soup", "Spare pear"]);

  // ── sign out anyway: the device keeps nothing of the user ──
  await context.setOffline(true);
  await page.getByLabel("Food name").fill("Left behind");
  await page.getByLabel("Calories (kcal)").fill("50");
  await page.getByRole("button", { name: "Log Food" }).click();
  await expect(page.getByText("Left behind · 50 kcal", { exact: true })).toBeVisible();
  await editSaved(page, "Left behind", { date: "2026-02-30" });
  await context.setOffline(false);
  await expect(page.getByText("1 entry couldn't be synced.")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page
    .getByRole("dialog", { name: "Sign out with unsynced entries?" })
    .getByRole("button", { name: "Sign out anyway" })
    .click();
  await expect(page).toHaveURL(/\/login/);
  expect(await savedCount(page)).toBe(0);
});
