/**
 * Importing from other apps, in the browser: a real Daylio export is previewed, imported and
 * summarised, and imported again adds nothing; a CSV of any app is mapped, its import cut off
 * by a lost network and resumed after a reload with no record twice; files that cannot be
 * read say why and send nothing; the plan's refusal shows before anything is sent.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Request } from "./support/test";
import { shotAtBothWidths, signUpAndLogIn } from "./support/session";

/** The shared real-data folder beside the repository; REALDATA_DIR points elsewhere (a worktree, CI). */
const REALDATA = process.env.REALDATA_DIR ?? path.resolve(import.meta.dirname, "../../../shared/realdata");
const IMPORTS = path.join(REALDATA, "imports");
const DAYLIO = path.join(IMPORTS, "daylio", "noamelf_daylio_export.csv");
const APPLE = path.join(IMPORTS, "apple-health");
const APPLE_ZIP = path.join(APPLE, "alxdrcirilo_export.zip");

async function signUp(page: Page, prefix: string) {
  await signUpAndLogIn(page, prefix, { name: "Im Porter", time_zone: "Europe/Amsterdam" });
}

const chooseFiles = (page: Page) => page.getByRole("button", { name: "Choose files" });

/** No serious or critical WCAG 2.1 A/AA violation on the page as it is now (as tests/e2e/accessibility.spec.ts). */
async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious, where).toEqual([]);
}

/** Every POST /api/batch the page makes from here on. */
function batchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/batch") seen.push(r);
  });
  return seen;
}

test.describe("import from other apps", () => {
  test.skip(!existsSync(IMPORTS), `the real exports are not at ${IMPORTS}`);

  test("a Daylio export: preview, import, summary; the second import finds everything present", async ({ page }) => {
    await signUp(page, "import-daylio");
    // reached from Settings
    await page.goto("/settings");
    await page.getByRole("link", { name: "Import data" }).click();
    await expect(page.getByRole("heading", { name: "Import", level: 1 })).toBeVisible();
    await shotAtBothWidths(page, "import-empty");
    await expectAccessible(page, "empty");

    await chooseFiles(page).setInputFiles(DAYLIO);
    const files = page.getByRole("region", { name: "Files" });
    await expect(files.getByText("Daylio · Daylio mood entries")).toBeVisible();
    await expect(files.getByText("Journal: 76")).toBeVisible();
    const records = page.getByRole("region", { name: "What will be imported" });
    await expect(records.getByText("Apr 5, 2018 – Jun 22, 2018")).toBeVisible();
    // the first rows as stored: 2018-06-22 "bad" (3 of 10), 2018-06-19 "good" with its activities
    const samples = records.getByRole("table", { name: /First 5 Journal records/ });
    await expect(samples.getByRole("row", { name: /2018-06-22 Mood 3\/10/ })).toBeVisible();
    await expect(samples.getByRole("row", { name: /2018-06-19 Mood 8\/10 · Tags: work, Bike/ })).toBeVisible();
    // the standard moods come with their scores
    const moods = page.getByRole("region", { name: "Your moods on a 1–10 scale" });
    await expect(moods.getByLabel("rad")).toHaveValue("10");
    await expect(moods.getByLabel("awful")).toHaveValue("1");
    await shotAtBothWidths(page, "import-preview");
    await expectAccessible(page, "preview");

    await page.getByRole("button", { name: "Import 76 records" }).click();
    const summary = page.getByRole("region", { name: "Import complete" });
    await expect(summary.getByText("Import complete: 76 imported, 0 already present, 0 refused.")).toBeVisible();
    await expect(summary.getByRole("row", { name: "Journal 76 0 0 76" })).toBeVisible();
    await shotAtBothWidths(page, "import-summary");
    await expectAccessible(page, "summary");
    const entries = await (await page.request.get("/api/journal-entries?limit=100")).json();
    expect(entries).toHaveLength(76);
    const june22 = entries.find((e: { date: string }) => e.date === "2018-06-22");
    expect(june22.mood).toBe(3);

    // the same file again: nothing new
    await page.getByRole("button", { name: "Import more files" }).click();
    await chooseFiles(page).setInputFiles(DAYLIO);
    await page.getByRole("button", { name: "Import 76 records" }).click();
    await expect(
      page.getByText("Import complete: 0 imported, 76 already present, 0 refused. Everything in these files"),
    ).toBeVisible();
    expect(await (await page.request.get("/api/journal-entries?limit=100")).json()).toHaveLength(76);
    const recent = page.getByRole("region", { name: "Recent imports" });
    await expect(recent.getByText("76 imported, 0 already present, 0 refused.")).toBeVisible();
  });

  test("a CSV of another app, mapped, cut off by the network and resumed after a reload: no record twice", async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    await signUp(page, "import-resume");
    // 600 weights over 3 days, 200 a day five minutes apart: 600 items, two chunks
    const days = ["2024-03-01", "2024-03-02", "2024-03-03"];
    const lines = ["Date,Time,Weight (kg)"];
    days.forEach((day, d) => {
      for (let i = 0; i < 200; i++) {
        const minutes = i * 5;
        const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
        lines.push(`${day},${time},${(70 + d + i / 1000).toFixed(3)}`);
      }
    });
    const csv = info.outputPath("scale-export.csv");
    writeFileSync(csv, `${lines.join("\n")}\n`);

    await page.goto("/calendar?tab=export");
    await page.getByRole("link", { name: "Import data" }).click();
    await chooseFiles(page).setInputFiles(csv);
    const mapping = page.getByRole("region", { name: "Map the columns of your CSV" });
    await expect(mapping).toBeVisible();
    // the guess from the header names: the date, the time, and weights in kg in the third column
    await expect(mapping.getByLabel("Date column")).toHaveValue("Date");
    await expect(mapping.getByLabel("Time column")).toHaveValue("Time");
    await expect(mapping.getByLabel("Value column")).toHaveValue("Weight (kg)");
    await expect(page.getByRole("button", { name: /^Import/ })).toBeDisabled();
    await shotAtBothWidths(page, "import-mapping");
    await expectAccessible(page, "mapping");
    await mapping.getByLabel("Save this mapping for the next file").check();
    await mapping.getByLabel("Mapping name").fill("Bathroom scale");
    await mapping.getByRole("button", { name: "Read the file with these columns" }).click();
    await expect(page.getByText('Mapping "Bathroom scale" saved')).toBeVisible();
    const records = page.getByRole("region", { name: "What will be imported" });
    await expect(records.getByText("600 records", { exact: true })).toBeVisible();
    await expect(records.getByRole("row", { name: /2024-03-01 00:00 Weight 70 kg/ })).toBeVisible();

    // the network goes after the first chunk
    let batches = 0;
    await page.route("**/api/batch", (route) =>
      ++batches === 1 ? route.continue() : route.abort("internetdisconnected"),
    );
    await page.getByRole("button", { name: "Import 600 records" }).click();
    const progress = page.getByRole("region", { name: "Importing" });
    await expect(progress.getByText("500 of 600 records")).toBeVisible();
    await expect(progress.getByText(/Connection problem: The server could not be reached\./)).toBeVisible();
    await shotAtBothWidths(page, "import-progress");
    await expectAccessible(page, "progress");

    // leaving for another page of the app and coming back finds the import where it was
    await page.getByRole("link", { name: "Back to dashboard" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await page.getByRole("link", { name: "Import data" }).click();
    await expect(progress.getByText("500 of 600 records")).toBeVisible();

    // a reload ends the reading and sending (the page asks first)
    page.on("dialog", (d) => void d.accept());
    await page.reload();
    await page.unroute("**/api/batch");
    const recent = page.getByRole("region", { name: "Recent imports" });
    await expect(recent.getByText("Not progressing")).toBeVisible();
    await expect(recent.getByText(/pick the same files above to resume it/)).toBeVisible();
    await expect(recent.getByText("500 of 600 records sent.")).toBeVisible();

    // the same file picked again resumes from the second chunk
    const sent = batchRequests(page);
    await chooseFiles(page).setInputFiles(csv);
    await expect(page.getByText("Import complete: 600 imported, 0 already present, 0 refused.")).toBeVisible();
    expect(sent.map((r) => r.headers()["idempotency-key"]?.replace(/^import-[0-9a-f-]{36}-/, ""))).toEqual(["1"]);
    for (const day of days) {
      const rows: { time: string }[] = await (
        await page.request.get(`/api/health-metrics?date_param=${day}&limit=500`)
      ).json();
      expect(rows).toHaveLength(200);
      expect(new Set(rows.map((r) => r.time)).size).toBe(200);
    }
  });

  test("files that cannot be read say why, and nothing is sent", async ({ page }, info) => {
    await signUp(page, "import-errors");
    const sent = batchRequests(page);
    const starts: Request[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/imports") starts.push(r);
    });
    const zip = readFileSync(APPLE_ZIP);
    const broken = info.outputPath("export.zip");
    writeFileSync(broken, zip.subarray(0, Math.floor(zip.length / 2)));
    const notes = info.outputPath("notes.txt");
    writeFileSync(notes, "Went for a run, felt great.\n");
    const noDates = info.outputPath("shopping.csv");
    writeFileSync(noDates, "Item,Price\nApples,3.20\nBread,2.10\n");
    // a real export.xml whose first record is well formed and whose second is cut off
    const xml = readFileSync(path.join(APPLE, "alxdrcirilo_export.xml"), "utf8");
    const second = xml.indexOf("<Record", xml.indexOf("</Record>"));
    const malformed = info.outputPath("export.xml");
    writeFileSync(
      malformed,
      `${xml.slice(0, second)}<Record type="HKQuantityTypeIdentifierHeartRate" value=<\n</HealthData>\n`,
    );
    // files an app exports that vitalog knows and leaves out, each named with the reason
    const known = [
      path.join(APPLE, "hardeepmann_ecg_2023-03-04.csv"),
      path.join(APPLE, "dogsheep_route_2019-06-11_3.00pm.gpx"),
      path.join(IMPORTS, "migraine-buddy", "rachel-carvalho_medication.html"),
    ];

    await page.goto("/import");
    await chooseFiles(page).setInputFiles([broken, notes, noDates, malformed, ...known]);
    const files = page.getByRole("region", { name: "Files" });
    await expect(
      files.getByText("This zip archive is damaged or incomplete; nothing in it was imported."),
    ).toBeVisible();
    await expect(files.getByText("This file is not an export vitalog knows how to read.")).toBeVisible();
    await expect(files.getByText(/This CSV has no column of dates/)).toBeVisible();
    await expect(files.getByText(/^export\.xml is not well-formed XML/)).toBeVisible();
    await expect(files.getByText(/ECG recordings are not imported/)).toBeVisible();
    await expect(files.getByText(/Workout routes are not imported/)).toBeVisible();
    await expect(files.getByText(/Migraine Buddy's report is a page for reading/)).toBeVisible();
    // the zip, the text file and the XML: nothing of them goes, not even the XML's first record
    await expect(files.getByText("Nothing from this file will be imported.")).toHaveCount(3);
    await expect(page.getByText("No records vitalog can import were found in these files.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Import 0 records" })).toBeDisabled();
    expect(sent).toHaveLength(0);
    expect(starts).toHaveLength(0);
  });

  test("a food history on the Free plan is refused before anything is sent", async ({ page }, info) => {
    await signUp(page, "import-plan");
    // a new account starts on a trial of Premium: back to Free
    const free = await page.request.post("/api/update-subscription", {
      data: { plan: "free", action: "downgrade" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(free.status()).toBe(200);
    const sent = batchRequests(page);
    const diary = info.outputPath("diary.csv");
    writeFileSync(diary, "Date,Food,Calories\n2024-05-01,Oatmeal,350\n2024-05-01,Apple,95\n2024-05-02,Soup,220\n");
    await page.goto("/import");
    await chooseFiles(page).setInputFiles(diary);
    const mapping = page.getByRole("region", { name: "Map the columns of your CSV" });
    await expect(mapping.getByRole("radio", { name: "Food" })).toBeChecked();
    await mapping.getByRole("button", { name: "Read the file with these columns" }).click();
    const records = page.getByRole("region", { name: "What will be imported" });
    await expect(records.getByText(/Importing food history requires the Premium or Pro plan/)).toBeVisible();
    await expect(records.getByRole("checkbox", { name: /Food/ })).toBeDisabled();
    await expect(records.getByRole("checkbox", { name: /Food/ })).not.toBeChecked();
    await expect(page.getByRole("button", { name: "Import 0 records" })).toBeDisabled();
    expect(sent).toHaveLength(0);
  });
});
