/**
 * npm run demo: creates or refreshes the demo account (Pro plan, 90 days of data in every
 * area) on DATABASE_URL or the embedded PGlite, and prints how to sign in. Development only.
 */
import { closeDb, getDb } from "@/db/client";
import { demoRefusal } from "@/lib/demo/guard";
import { pgliteHolders } from "@/lib/demo/pglite-holders";
import { seedDemo } from "@/lib/demo/seed";
import { currentTimeZone, isValidTimeZone } from "@/lib/time/zones";

const refusal = demoRefusal(process.env);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

const pgliteDir = process.env.PGLITE_DIR ?? ".data/pglite";
const target = process.env.DATABASE_URL ? "Postgres (DATABASE_URL)" : `PGlite (${pgliteDir})`;
if (!process.env.DATABASE_URL) {
  const holders = pgliteHolders(pgliteDir);
  if (holders.length > 0) {
    console.error(
      [
        `The embedded database in ${pgliteDir} is open in another process:`,
        ...holders.map((h) => `  pid ${h.pid}${h.command ? `: ${h.command}` : ""}`),
        "PGlite serves one process at a time, and two writing it at once would corrupt it.",
        "Stop that server (Ctrl+C where `npm run dev` runs), run `npm run demo`, then start the server again.",
      ].join("\n"),
    );
    process.exit(1);
  }
}
const zone = currentTimeZone();
const timeZone = isValidTimeZone(zone) ? zone : "UTC";
const started = performance.now();
try {
  const db = await getDb();
  const summary = await seedDemo(db, { timeZone });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const width = Math.max(...Object.keys(summary.counts).map((k) => k.length));
  console.log(
    [
      `Demo account ready on ${target} in ${seconds} s: ${summary.first} to ${summary.today} (${timeZone}).`,
      ...Object.entries(summary.counts).map(([table, n]) => `  ${table.padEnd(width)}  ${n}`),
      "",
      "Sign in with:",
      `  email:     ${summary.email}`,
      `  password:  ${summary.password}`,
    ].join("\n"),
  );
} catch (err) {
  console.error(`Demo failed on ${target}: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
