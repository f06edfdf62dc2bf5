/**
 * Provider dashboards in Chromium: a Pro user creates a PIN-protected link in Settings → Sharing;
 * the link opened in a fresh browser (no account) asks for the PIN, shows the dashboard of the
 * chosen areas only and downloads the medical report; the owner sees each view in the access
 * log, revokes the link, and the link answers 404. A Free user sees the feature needs Pro
 * before any form. axe-core checks the dashboard and the Settings tab.
 */
import { mkdirSync, readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { STRIPE_FAKE_PORT } from "./support/ports";
import { signUpAndLogIn } from "./support/session";

const SHOTS = "/tmp/shots-shares";
const today = new Date().toISOString().slice(0, 10); // the users' time zone is UTC
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function upgradeToPro(page: Page) {
  await page.goto("/subscription");
  await page.getByRole("region", { name: "Pro", exact: true }).getByRole("button", { name: /Pro/ }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${STRIPE_FAKE_PORT}/checkout/cs_`));
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible({ timeout: 20_000 });
}

/** A few records in each area the link shows or hides, through the API with the browser's session. */
async function seedRecords(page: Page) {
  const posts: [string, Record<string, unknown>][] = [
    [
      "/api/migraines",
      {
        severity: 7,
        duration_hours: 5,
        triggers: ["Stress"],
        symptoms: ["Nausea"],
        treatment: "Sumatriptan 50 mg",
        date: today,
        time: "09:00",
      },
    ],
    [
      "/api/health-metrics",
      { metric_type: "blood_pressure_systolic", value: 142, unit: "mmHg", date: today, time: "08:00" },
    ],
    [
      "/api/health-metrics",
      { metric_type: "blood_pressure_diastolic", value: 91, unit: "mmHg", date: today, time: "08:00" },
    ],
    ["/api/medications", { name: "Propranolol", dosage: "40 mg", frequency: "daily", time: "08:00", status: "active" }],
    [
      "/api/journal-entries",
      { date: today, content: "A private note", mood: 6, energy: 5, stress: 4, sleep: 7, tags: [] },
    ],
  ];
  for (const [path, data] of posts) expect((await page.request.post(path, { data })).status(), path).toBe(201);
}

async function expectNoSeriousAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function shots(page: Page, name: string, { dialog = false } = {}) {
  const before = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await page.screenshot({
      path: `${SHOTS}/${name}-${width}.png`,
      fullPage: !dialog,
      style: "nav.fixed { display: none }",
    });
  }
  if (before) await page.setViewportSize(before);
}

/** Creates a link in Settings → Sharing; answers the link and the PIN the dialog shows once. */
async function createLink(page: Page, name: string, { pin }: { pin: boolean }) {
  await page.goto("/settings/sharing");
  const form = page.getByRole("form", { name: "Create a provider link" });
  await form.getByLabel("Doctor or clinic").fill(name);
  await expect(form.getByRole("checkbox", { name: "Journal" })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Migraines" })).toBeChecked();
  await form.getByRole("radio", { name: "30 days" }).check();
  if (pin) await form.getByRole("checkbox", { name: /Protect with a PIN/ }).check();
  await form.getByRole("button", { name: "Create link" }).click();
  const dialog = page.getByRole("dialog", { name: "Your provider link" });
  await expect(dialog.getByText(/This is the only time the link/)).toBeVisible();
  const url = (await dialog.getByLabel(`Link for ${name}`).textContent())!.trim();
  expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
  const code = pin ? (await dialog.getByLabel("PIN").textContent())!.trim() : undefined;
  if (pin) expect(code).toMatch(/^\d{6}$/);
  return { url, pin: code, dialog };
}

test("a Pro user's link shows the doctor a dashboard and the report, is logged, and ends when revoked", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });
  await signUpAndLogIn(page, "shares-pro", { name: "Pat Patient" });
  await upgradeToPro(page);
  await seedRecords(page);

  const { url, pin, dialog } = await createLink(page, "Dr Lee", { pin: true });
  await shots(page, "settings-new-link", { dialog: true });
  await dialog.getByRole("button", { name: "Done" }).click();
  const list = page.getByRole("list", { name: "Provider links" });
  await expect(list.getByText("Dr Lee")).toBeVisible();
  await expect(list.getByText("Active")).toBeVisible();

  // the doctor: a fresh browser, no account
  const doctor = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const tab = await doctor.newPage();
  const opened = await tab.goto(url);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const wrong = pin === "000000" ? "111111" : "000000";
  await tab.getByRole("textbox", { name: "PIN" }).fill(wrong);
  await tab.getByRole("button", { name: "Open the dashboard" }).click();
  await expect(tab.getByText("That PIN is not right. 4 tries left before the link locks.")).toBeVisible();
  await shots(tab, "doctor-pin");
  await tab.getByRole("textbox", { name: "PIN" }).fill(pin!);
  await tab.getByRole("button", { name: "Open the dashboard" }).click();

  await expect(tab.getByRole("heading", { name: "Health records of Pat Patient", level: 1 })).toBeVisible();
  await expect(tab.getByText(/This link works until/)).toBeVisible();
  await expect(tab.getByRole("region", { name: "Migraines" })).toContainText("1 episode logged");
  await expect(tab.getByRole("img", { name: "Migraine days per month" })).toBeVisible();
  await expect(tab.getByRole("img", { name: "Acute medication days per month" })).toBeVisible();
  const vitals = tab.getByRole("region", { name: "Vitals" });
  await expect(vitals.getByText("142/91 mmHg")).toBeVisible();
  await expect(vitals.getByText("High blood pressure, stage 2")).toBeVisible();
  await expect(tab.getByRole("region", { name: "Medications" })).toContainText("Propranolol");
  // the journal was not shared: absent, its text nowhere
  await expect(tab.getByRole("region", { name: "Mood and sleep" })).toHaveCount(0);
  await expect(tab.getByText("A private note")).toHaveCount(0);
  await expectNoSeriousAxe(tab);
  await shots(tab, "doctor-dashboard");

  // a reload keeps the PIN's cookie: no second PIN
  await tab.reload();
  await expect(tab.getByRole("heading", { name: "Health records of Pat Patient" })).toBeVisible();

  const pdf = tab.waitForEvent("download");
  await tab.getByRole("link", { name: "Download the medical report (PDF)" }).click();
  const file = await pdf;
  expect(file.suggestedFilename()).toMatch(/^medical-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  // the owner's access log: the refused PIN, both views and the download
  await page.goto("/settings/sharing");
  const entry = page.getByRole("list", { name: "Provider links" }).getByRole("listitem").first();
  await expect(entry).toContainText("Last viewed");
  await entry.getByText(/Access log \(4\)/).click();
  const log = page.getByRole("list", { name: "Access log of the link for Dr Lee" });
  await expect(log.getByText("Viewed the dashboard")).toHaveCount(2);
  await expect(log.getByText("Downloaded the medical report (PDF)")).toHaveCount(1);
  await expect(log.getByText("Entered a wrong PIN")).toHaveCount(1);
  await expectNoSeriousAxe(page);
  await shots(page, "settings-links");

  await page.getByRole("button", { name: "Revoke the link for Dr Lee" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke this link?" });
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("Link revoked.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Provider links" }).getByText("Revoked")).toBeVisible();

  const gone = await tab.goto(url);
  expect(gone?.status()).toBe(404);
  await expect(tab.getByRole("heading", { name: "Page not found" })).toBeVisible();
  const report = await tab.request.get(`${url}/report`);
  expect(report.status()).toBe(404);
  await doctor.close();
});

test("the doctor downloads the FHIR bundle of the shared areas", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page, "shares-fhir", { name: "Fran Fhir" });
  await upgradeToPro(page);
  await seedRecords(page);
  const { url, dialog } = await createLink(page, "Dr Fhir", { pin: false });
  await dialog.getByRole("button", { name: "Done" }).click();

  const doctor = await browser.newContext({ acceptDownloads: true });
  const tab = await doctor.newPage();
  await tab.goto(url);
  const json = tab.waitForEvent("download");
  await tab.getByRole("link", { name: "Download FHIR bundle (JSON)" }).click();
  const file = await json;
  expect(file.suggestedFilename()).toMatch(/^fhir-bundle-\d{4}-\d{2}-\d{2}\.json$/);
  const bundle = JSON.parse(readFileSync((await file.path())!, "utf8")) as { resourceType: string; type: string };
  expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });
  await doctor.close();
});

test("a user without Pro sees that provider dashboards need Pro before any form", async ({ page }) => {
  await signUpAndLogIn(page, "shares-trial", { name: "Tris Trial" }); // a trial: Premium, not Pro
  await page.goto("/settings/sharing");
  await expect(page.getByText("Included in the Pro plan.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Create a provider link" })).toHaveCount(0);
  const refused = await page.request.post("/api/shares", { data: { name: "Dr", areas: ["vitals"], days: 7 } });
  expect(refused.status()).toBe(402);
  expect((await refused.json()).detail).toBe("Provider dashboards requires the Pro plan. Upgrade to continue.");
});
