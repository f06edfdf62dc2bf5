/**
 * The import's memory check: a generated Apple Health export.xml of about 1 GB (heart rate
 * every five minutes for years, steps, workouts, weights, blood pressures, sleep) imported in
 * Chromium through /import against the built server, as a user does it: pick the file, wait
 * for the preview, import. Measured: the seconds of the preview and of the import, records
 * per second, and the tab's peak memory, sampled every half second: the resident memory of the
 * tab's renderer process (the page and its import worker run in it) and the page's JS heap.
 * The goal is a tab under 500 MB, whatever the size of the file.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { writeAppleHealthExport, type GeneratedExport } from "./fixtures/apple-health-export";
import { BENCH_PASSWORD } from "./db";
import { processTree, ROOT, type Server } from "./servers";
import { bearerToken, sessionCookie } from "./sessions";

export const APPLE_IMPORT = "import 1 GB Apple Health";
export const APPLE_IMPORT_BYTES = 1_000_000_000;
export const TAB_GOAL_MB = 500;
const FILE_DIR = path.join(ROOT, ".data", "bench-import");
const SAMPLE_MS = 500;
/** A 1 GB import takes a while on a shared machine: generous, but not endless. */
const IMPORT_TIMEOUT_MS = 3 * 60 * 60 * 1000;

export type ImportMemory = {
  bytes: number;
  records: number;
  imported: number;
  present: number;
  refused: number;
  previewSeconds: number;
  importSeconds: number;
  recordsPerSecond: number;
  /** Resident memory of the tab's renderer process at its peak (the page and the worker). */
  tabPeakMb: number;
  /** The page's JS heap at its peak (the worker's heap is in the tab's resident memory). */
  pageHeapPeakMb: number;
  goalMet: boolean;
  generated: GeneratedExport;
};

/** The generated export of `bytes`, made once and kept (with what it holds) for later runs. */
async function exportFile(bytes: number): Promise<{ file: string; generated: GeneratedExport }> {
  mkdirSync(FILE_DIR, { recursive: true });
  const file = path.join(FILE_DIR, `export-${bytes}.xml`);
  const facts = `${file}.json`;
  if (existsSync(file) && existsSync(facts)) {
    const generated = JSON.parse(readFileSync(facts, "utf8")) as GeneratedExport;
    if (statSync(file).size === generated.bytes) return { file, generated };
  }
  process.stdout.write(`[bench] generating a ${Math.round(bytes / 1e6)} MB Apple Health export... `);
  const generated = await writeAppleHealthExport(file, bytes);
  writeFileSync(facts, JSON.stringify(generated));
  console.log(`${generated.days} days`);
  return { file, generated };
}

/** Resident memory (MB) of each renderer process Chromium runs under this process. */
function rendererRssMb(): number[] {
  return processTree(process.pid).flatMap((pid) => {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!cmdline.includes("--type=renderer")) return [];
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
      return [kb / 1024];
    } catch {
      return []; // the process ended meanwhile
    }
  });
}

/** A new user for the run, so the import meets an empty account; removed after. */
async function newUser(base: string): Promise<string> {
  const email = `import-${Date.now()}@bench.vitalog.local`;
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password: BENCH_PASSWORD,
      name: "Bench Importer",
      age: 36,
      gender: "female",
      height_cm: 168,
      current_weight_kg: 64,
      goal_weight_kg: 62,
      activity_level: "moderately_active",
      use_imperial: false,
      time_zone: "Europe/Amsterdam",
    }),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`bench import user: ${res.status}`);
  return email;
}

async function deleteUser(base: string, email: string): Promise<void> {
  const token = await bearerToken(base, email);
  const res = await fetch(`${base}/api/delete-account`, {
    method: "DELETE",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ current_password: BENCH_PASSWORD }),
  });
  await res.arrayBuffer();
}

type Totals = { expected: number; imported: number; present: number; refused: number };

async function lastImport(page: Page): Promise<Totals> {
  const { imports } = (await (await page.request.get("/api/imports")).json()) as {
    imports: { kinds: Record<string, Totals> }[];
  };
  const kinds = Object.values(imports[0]?.kinds ?? {});
  const sum = (k: keyof Totals) => kinds.reduce((n, c) => n + c[k], 0);
  return { expected: sum("expected"), imported: sum("imported"), present: sum("present"), refused: sum("refused") };
}

export async function measureAppleImport(app: Server, bytes = APPLE_IMPORT_BYTES): Promise<ImportMemory> {
  const { file, generated } = await exportFile(bytes);
  const email = await newUser(app.url);
  const [name, value] = (await sessionCookie(app.url, email)).split(/=(.*)/s) as [string, string];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  let tabPeakMb = 0;
  let pageHeapPeakMb = 0;
  let sampler: ReturnType<typeof setInterval> | undefined;
  try {
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name, value, url: app.url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const sample = async () => {
      tabPeakMb = Math.max(tabPeakMb, ...rendererRssMb());
      const { metrics } = await cdp.send("Performance.getMetrics").catch(() => ({ metrics: [] }));
      const heap = metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0;
      pageHeapPeakMb = Math.max(pageHeapPeakMb, heap / 1024 / 1024);
    };
    sampler = setInterval(() => void sample(), SAMPLE_MS);

    await page.goto("/import");
    const previewStarted = Date.now();
    await page.getByRole("button", { name: "Choose files" }).setInputFiles(file);
    const start = page.getByRole("button", { name: /^Import [\d,]+ records?$/ });
    await start.waitFor({ timeout: IMPORT_TIMEOUT_MS });
    const previewSeconds = (Date.now() - previewStarted) / 1000;
    process.stdout.write(`preview ${Math.round(previewSeconds)} s (tab ${Math.round(tabPeakMb)} MB), `);

    const importStarted = Date.now();
    await start.click();
    // the summary, or a refusal (the import could not start, or it stopped)
    const summary = page.getByText(/^Import (complete|cancelled):/);
    const failure = page.getByRole("main").getByRole("alert");
    await summary.or(failure).first().waitFor({ timeout: IMPORT_TIMEOUT_MS });
    if (await failure.isVisible()) throw new Error(`the import failed: ${await failure.first().innerText()}`);
    const importSeconds = (Date.now() - importStarted) / 1000;
    await sample();
    const totals = await lastImport(page);
    const done = totals.imported + totals.present + totals.refused;
    return {
      bytes: generated.bytes,
      records: totals.expected,
      imported: totals.imported,
      present: totals.present,
      refused: totals.refused,
      previewSeconds: Math.round(previewSeconds),
      importSeconds: Math.round(importSeconds),
      recordsPerSecond: Math.round(done / importSeconds),
      tabPeakMb: Math.round(tabPeakMb),
      pageHeapPeakMb: Math.round(pageHeapPeakMb),
      goalMet: tabPeakMb < TAB_GOAL_MB && done === totals.expected,
      generated,
    };
  } finally {
    clearInterval(sampler);
    await browser.close();
    await deleteUser(app.url, email).catch((err: Error) => console.error(`[bench] import user: ${err.message}`));
  }
}

/** The line the bench prints. */
export function importLine(m: ImportMemory): string {
  return (
    `${APPLE_IMPORT} (${Math.round(m.bytes / 1e6)} MB, ${m.records} records): preview ${m.previewSeconds} s, ` +
    `import ${m.importSeconds} s, ${m.recordsPerSecond} records/s (${m.imported} imported, ${m.present} present, ` +
    `${m.refused} refused); tab peak ${m.tabPeakMb} MB (page JS heap ${m.pageHeapPeakMb} MB): ` +
    `goal < ${TAB_GOAL_MB} MB ${m.goalMet ? "MET" : "NOT MET"}`
  );
}
