/** The bench's table on stdout and bench/results.json. */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BARE, FLOOR, NEXT_PG } from "./scenarios";
import type { Figures } from "./measure";

export const RESULTS_FILE = path.join(import.meta.dirname, "results.json");

/** The food-day read's goals (issue 10): 75% of the empty route, p99 < 50 ms, no errors. */
export const GOALS = { floorRatio: 0.75, p99Ms: 50 };

const pad = (s: string, n: number) => (s.length >= n ? s : s + " ".repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : " ".repeat(n - s.length) + s);

export function ratios(rows: Figures[]) {
  const floor = rows.find((r) => r.name === FLOOR)?.rps;
  const bare = rows.find((r) => r.name === BARE)?.rps;
  return rows.map((r) => ({
    ...r,
    vsFloor: floor ? Math.round((r.rps / floor) * 100) / 100 : null,
    vsBare: bare ? Math.round((r.rps / bare) * 100) / 100 : null,
  }));
}

export function printTable(rows: ReturnType<typeof ratios>): void {
  const head = `${pad("scenario", 40)}${lpad("req/s", 8)}${lpad("p50 ms", 8)}${lpad("p99 ms", 8)}${lpad("errors", 8)}${lpad("x empty", 9)}${lpad("x bare", 8)}${lpad("cpu ms/req", 12)}`;
  console.log(`\n${head}\n${"-".repeat(head.length)}`);
  for (const r of rows) {
    const f = (v: number | null) => (v === null ? "-" : v.toFixed(2));
    console.log(`${pad(r.name, 40)}${lpad(String(r.rps), 8)}${lpad(String(r.p50), 8)}${lpad(String(r.p99), 8)}${lpad(String(r.errors), 8)}${lpad(f(r.vsFloor), 9)}${lpad(f(r.vsBare), 8)}${lpad(r.cpuMsPerRequest === null ? "-" : r.cpuMsPerRequest.toFixed(2), 12)}`);
  }
}

function roundsText(day: Figures, floor: Figures | undefined): string {
  if (!day.roundsRps || !floor?.roundsRps) return "";
  return `\n  (median of ${day.roundsRps.length} rounds: ${day.roundsRps.join(", ")} req/s; empty route ${floor.roundsRps.join(", ")})`;
}

/** What the minimal Next route running the same SQL reached: the most a route handler of this read can. */
function nextPgText(rows: ReturnType<typeof ratios>): string {
  const ref = rows.find((r) => r.name === NEXT_PG);
  if (!ref || ref.vsFloor === null) return "";
  return `\n  (the same SQL in a minimal Next route handler: ${Math.round(ref.vsFloor * 100)}% of the empty route, p99 ${ref.p99} ms)`;
}

/** The food-day goals, checked against the empty route measured in the same run. */
export function foodDayVerdict(rows: ReturnType<typeof ratios>, name: string): { ok: boolean; text: string } | null {
  const day = rows.find((r) => r.name === name);
  if (!day || day.vsFloor === null) return null;
  const ok = day.vsFloor >= GOALS.floorRatio && day.p99 < GOALS.p99Ms && day.errors === 0;
  return {
    ok,
    text: `${name}: ${Math.round(day.vsFloor * 100)}% of the empty route (goal >= ${GOALS.floorRatio * 100}%), p99 ${day.p99} ms (goal < ${GOALS.p99Ms}), ${day.errors} errors: ${ok ? "MET" : "NOT MET"}${roundsText(day, rows.find((r) => r.name === FLOOR))}${nextPgText(rows)}`,
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
