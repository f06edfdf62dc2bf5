/**
 * What the contract check saw in one test file, written when the file ends (the setup file
 * contract-setup.ts) into the run's directory, where the global teardown adds them up.
 * Kept apart from the check itself so that every test file can load it cheaply.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";

export type ContractCounts = {
  /** The test file. */
  file: string;
  /** Answers checked against the document. */
  checked: number;
  /** "GET /api/me" of each operation checked. */
  operations: string[];
  /** Operations with no entry in the document, skipped under VITALOG_CONTRACT_PARTIAL=1. */
  undocumented: string[];
  /** Answers of handlers no route file exports (a test's own handler, a wrapper without a path). */
  notRoutes: number;
};

export const contractStats = {
  checked: 0,
  operations: new Set<string>(),
  undocumented: new Set<string>(),
  notRoutes: 0,
};

export function writeContractStats(dir: string, testFile: string): void {
  const { checked, operations, undocumented, notRoutes } = contractStats;
  if (checked === 0 && undocumented.size === 0 && notRoutes === 0) return;
  const counts: ContractCounts = {
    file: testFile,
    checked,
    operations: [...operations],
    undocumented: [...undocumented],
    notRoutes,
  };
  writeFileSync(path.join(dir, `${randomUUID()}.json`), JSON.stringify(counts));
}

/** The run's line: how many answers were checked and how many operations they cover; null when no test called the API. */
export function contractSummary(dir: string): string | null {
  const names = readdirSync(dir);
  if (names.length === 0) return null;
  let checked = 0;
  let notRoutes = 0;
  const notRouteFiles: string[] = [];
  const operations = new Set<string>();
  const undocumented = new Set<string>();
  for (const name of names) {
    const counts = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as ContractCounts;
    checked += counts.checked;
    notRoutes += counts.notRoutes;
    if (counts.notRoutes > 0) notRouteFiles.push(`${path.relative(process.cwd(), counts.file)} (${counts.notRoutes})`);
    counts.operations.forEach((o) => operations.add(o));
    counts.undocumented.forEach((o) => undocumented.add(o));
  }
  let line = `contract: ${checked} API responses checked against openapi.json (${operations.size} operations covered)`;
  if (notRoutes > 0) line += `; ${notRoutes} answers of handlers that are no route export not checked`;
  if (undocumented.size > 0) {
    line += `; VITALOG_CONTRACT_PARTIAL=1 skipped ${undocumented.size} undocumented operations: ${[...undocumented].sort().join(", ")}`;
  }
  // VITALOG_CONTRACT_VERBOSE=1 names the operations covered and the files of the answers not checked
  if (process.env.VITALOG_CONTRACT_VERBOSE === "1") {
    for (const op of [...operations].sort()) line += `\n  covered: ${op}`;
    for (const file of notRouteFiles.sort()) line += `\n  not a route export: ${file}`;
  }
  return line;
}
