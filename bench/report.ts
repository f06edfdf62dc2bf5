/** The bench's table on stdout and bench/results.json. */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BARE, FLOOR, FLOOR_PAGE, NEXT_PG, VIEW_GOAL } from "./scenarios";
import type { Figures } from "./measure";

export const RESULTS_FILE = path.join(import.meta.dirname, "results.json");

/**
 * The food-day read's goal: its server CPU per request at most 1.5 times that of the same SQL
 * in a minimal Next route handler, with no errors. CPU per request, unlike req/s or p99, does
 * not move with what else the machine is doing, and that reference carries the framework's own
 * cost, so the ratio is what vitalog's code adds.
 */
export const GOALS = { cpuVsNextPg: 1.5 };

const pad = (s: string, n: number) => (s.length >= n ? s : s + " ".repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : " ".repeat(n - s.length) + s);

const round2 = (n: number) => Math.round(n * 100) / 100;

export function ratios(rows: Figures[]) {
  const floor = rows.find((r) => r.name === FLOOR)?.rps;
  const bare = rows.find((r) => r.name === BARE)?.rps;
  const pageCpu = rows.find((r) => r.name === FLOOR_PAGE)?.cpuMsPerRequest;
  return rows.map((r) => ({
    ...r,
    vsFloor: floor ? round2(r.rps / floor) : null,
    vsBare: bare ? round2(r.rps / bare) : null,
    /** CPU per request as a multiple of the empty page's, measured in the same run. */
    cpuVsPage: pageCpu && r.cpuMsPerRequest !== null ? round2(r.cpuMsPerRequest / pageCpu) : null,
  }));
}

export function printTable(rows: ReturnType<typeof ratios>): void {
  const columns: [string, number][] = [
    ["req/s", 8],
    ["p50 ms", 8],
    ["p99 ms", 8],
    ["errors", 8],
    ["x empty", 9],
    ["x bare", 8],
    ["cpu ms/req", 12],
    ["x page cpu", 12],
  ];
  const head = pad("scenario", 40) + columns.map(([name, width]) => lpad(name, width)).join("");
  console.log(`\n${head}\n${"-".repeat(head.length)}`);
  for (const r of rows) {
    const f = (v: number | null) => (v === null ? "-" : v.toFixed(2));
    const cpu = r.cpuMsPerRequest === null ? "-" : r.cpuMsPerRequest.toFixed(2);
    const cells = [
      String(r.rps),
      String(r.p50),
      String(r.p99),
      String(r.errors),
      f(r.vsFloor),
      f(r.vsBare),
      cpu,
      f(r.cpuVsPage),
    ];
    console.log(pad(r.name, 40) + cells.map((c, i) => lpad(c, columns[i]![1])).join(""));
  }
}

function roundsText(day: Figures, floor: Figures | undefined): string {
  if (!day.roundsRps || !floor?.roundsRps) return "";
  const rounds = `${day.roundsRps.join(", ")} req/s; empty route ${floor.roundsRps.join(", ")}`;
  return `\n  (median of ${day.roundsRps.length} rounds: ${rounds})`;
}

/** The food-day goal, checked against the Next route + pg reference measured in the same run. */
export function foodDayVerdict(rows: ReturnType<typeof ratios>, name: string): { ok: boolean; text: string } | null {
  const day = rows.find((r) => r.name === name);
  const ref = rows.find((r) => r.name === NEXT_PG);
  if (!day?.cpuMsPerRequest || !ref?.cpuMsPerRequest) return null;
  const cpuRatio = Math.round((day.cpuMsPerRequest / ref.cpuMsPerRequest) * 100) / 100;
  const ok = cpuRatio <= GOALS.cpuVsNextPg && day.errors === 0;
  const floorShare = day.vsFloor === null ? "" : `; ${Math.round(day.vsFloor * 100)}% of the empty route's req/s`;
  return {
    ok,
    text:
      `${name}: ${day.cpuMsPerRequest.toFixed(2)} ms CPU a request, ${cpuRatio.toFixed(2)}x the same SQL ` +
      `in a minimal Next route (${ref.cpuMsPerRequest.toFixed(2)} ms; goal <= ${GOALS.cpuVsNextPg.toFixed(1)}x), ` +
      `${day.errors} errors: ${ok ? "MET" : "NOT MET"}` +
      `\n  (p99 ${day.p99} ms${floorShare})${roundsText(
        day,
        rows.find((r) => r.name === FLOOR),
      )}`,
  };
}

function cpuRoundsText(view: Figures, page: Figures): string {
  if (!view.roundsCpuMs || !page.roundsCpuMs) return "";
  const ms = (rounds: (number | null)[]) => rounds.map((v) => (v === null ? "-" : v.toFixed(2))).join(", ");
  return `\n  (median of ${view.roundsCpuMs.length} rounds: ${ms(view.roundsCpuMs)} ms; empty page ${ms(page.roundsCpuMs)} ms)`;
}

/**
 * A view's goal: its server CPU per request at most VIEW_GOAL times the empty page's (a trivial
 * server component in the same document shape, in the minimal app) measured in the same run, with no errors.
 */
export function viewVerdict(rows: ReturnType<typeof ratios>, name: string): { ok: boolean; text: string } | null {
  const view = rows.find((r) => r.name === name);
  const page = rows.find((r) => r.name === FLOOR_PAGE);
  if (!view?.cpuMsPerRequest || !page?.cpuMsPerRequest || view.cpuVsPage === null) return null;
  const ok = view.cpuVsPage <= VIEW_GOAL && view.errors === 0;
  return {
    ok,
    text:
      `${name}: ${view.cpuMsPerRequest.toFixed(2)} ms CPU a request, ${view.cpuVsPage.toFixed(2)}x the empty page ` +
      `(${page.cpuMsPerRequest.toFixed(2)} ms; goal <= ${VIEW_GOAL}x), ${view.errors} errors: ${ok ? "MET" : "NOT MET"}` +
      cpuRoundsText(view, page),
  };
}

/** Writes the run's results; a load-only run keeps the scenarios of the previous full run. */
export function writeResults(results: Record<string, unknown>, { keepScenarios = false } = {}): void {
  let previous: Record<string, unknown> = {};
  if (keepScenarios && existsSync(RESULTS_FILE)) {
    try {
      previous = JSON.parse(readFileSync(RESULTS_FILE, "utf8")) as Record<string, unknown>;
    } catch {
      // an unreadable file is replaced
    }
  }
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`);
  console.log(`\n[bench] wrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

/**
 * What a scenario adds to the one it is compared with (the same route without a personal
 * token's checks, or without an Idempotency-Key), both measured in the same run: server CPU
 * per request and p50.
 */
export function overheadLines(rows: ReturnType<typeof ratios>, pairs: [string, string][]): string[] {
  const lines: string[] = [];
  for (const [name, base] of pairs) {
    const a = rows.find((r) => r.name === name);
    const b = rows.find((r) => r.name === base);
    if (!a?.cpuMsPerRequest || !b?.cpuMsPerRequest) continue;
    const extra = a.cpuMsPerRequest - b.cpuMsPerRequest;
    lines.push(
      `${name}: ${a.cpuMsPerRequest.toFixed(2)} ms CPU a request against ${b.cpuMsPerRequest.toFixed(2)} ms ` +
        `for "${base}" (${extra >= 0 ? "+" : ""}${extra.toFixed(2)} ms, ${(a.cpuMsPerRequest / b.cpuMsPerRequest).toFixed(2)}x); ` +
        `p50 ${a.p50} ms against ${b.p50} ms; ${a.errors} errors`,
    );
  }
  return lines;
}
