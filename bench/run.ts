/**
 * npm run bench [-- --no-build --reseed --load --duration 10 --warmup 10 --rounds 3 --port 3800 --only text]
 * Seeds (or reuses) the bench database, builds, starts vitalog, the reference app (bench/floor) and the
 * bare node+pg server, measures every scenario (references included) in rounds with
 * autocannon, keeps each one's median round, prints a table and writes bench/results.json.
 * --load adds the 60 s mixed load (bench/load.ts). --only views measures only the signed-in views and the empty page.
 * --import (or --only import) imports a generated 1 GB Apple Health export in Chromium (bench/import-apple.ts);
 * --import-bytes sets another size.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { ME_PAT, OVERHEAD_PAIRS, POST_IDEMPOTENT, personalTokens, revokePersonalTokens } from "./api-access";
import { BATCH_WRITE, asNeededMedications, checkBatch } from "./batch";
import { cleanUpRun, ensureBenchDb } from "./db";
import { runLoad, type LoadSummary } from "./load";
import { measure, medianRound, type Figures } from "./measure";
import { APPLE_IMPORT, APPLE_IMPORT_BYTES, importLine, measureAppleImport } from "./import-apple";
import { measurePdfExport, type PdfMemory } from "./pdf";
import { foodDayVerdict, overheadLines, printTable, ratios, viewVerdict, writeResults } from "./report";
import { FOOD_DAY, FOOD_DAY_COOKIE, JUDGED_VIEWS, scenarios, selected, type Context } from "./scenarios";
import { SEARCH_SCENARIOS, searchSqlTimes, searchVerdicts, type SearchSql } from "./search";
import { bearerTokens, sessionCookie, userEmail } from "./sessions";
import { DIST_DIR, FLOOR_DIR, ROOT, buildAll, startApp, startBare, startFloor, waitIdle, type Server } from "./servers";

const { values: args } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    reseed: { type: "boolean", default: false },
    load: { type: "boolean", default: false },
    "load-only": { type: "boolean", default: false },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "10" },
    rounds: { type: "string", default: "3" },
    "load-duration": { type: "string", default: "60" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "3800" },
    only: { type: "string" },
    import: { type: "boolean", default: false },
    "import-bytes": { type: "string", default: String(APPLE_IMPORT_BYTES) },
  },
});

/** `--only import`: the import's memory check alone, without the request scenarios and their references. */
const importOnly = args.only !== undefined && APPLE_IMPORT.includes(args.only);

async function sampleBarcodes(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ barcode: string }>(
      "SELECT barcode FROM products TABLESAMPLE SYSTEM (1) LIMIT 2000",
    );
    return rows.map((r) => r.barcode);
  } finally {
    await client.end();
  }
}

function previousFullMonth(): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
}

async function main() {
  const port = Number(args.port);
  const started = new Date();
  const db = await ensureBenchDb({ reseed: args.reseed });
  const built =
    existsSync(path.join(ROOT, DIST_DIR, "BUILD_ID")) && existsSync(path.join(FLOOR_DIR, ".next", "BUILD_ID"));
  if (!args["no-build"]) buildAll();
  else if (!built) throw new Error("--no-build, but there is no bench build yet: run once without it.");

  const servers: Server[] = [];
  const stopAll = () => Promise.all(servers.map((s) => s.stop()));
  process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));
  try {
    const app = await startApp(port, db.url);
    servers.push(app);
    const rssStartMb = app.rssMb();
    const withFloor = !args["load-only"] && !importOnly;
    const floor = withFloor ? await startFloor(port + 1, db.url) : null;
    const bare = withFloor ? await startBare(port + 2, db.url) : null;
    if (floor) servers.push(floor);
    if (bare) servers.push(bare);
    console.log(
      `[bench] servers up: vitalog ${app.url}` +
        (floor ? `, reference app ${floor.url} (/api/empty, /empty, /api/food-day), bare ${bare!.url}` : ""),
    );

    const results: Record<string, unknown> = {
      when: started.toISOString(),
      machine: {
        cpus: (await import("node:os")).cpus().length,
        node: process.version,
        loadavg: (await import("node:os")).loadavg(),
      },
      dataset: {
        database: db.url.replace(/\/\/[^@]*@/, "//"),
        seeded_at: db.seededAt,
        seed_seconds: db.seedSeconds,
        food_day: db.foodDay,
      },
      note:
        "Absolute figures depend on the machine and what else runs on it: " +
        "compare ratios to the references of the same run.",
    };

    if (!args["load-only"] && !importOnly) {
      const readers = await bearerTokens(
        app.url,
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      const writers = await bearerTokens(
        app.url,
        Array.from({ length: 40 }, (_, i) => 21 + i * 4),
      );
      const [heavyToken] = await bearerTokens(app.url, [0]);
      const batchSelected = selected({ name: BATCH_WRITE, base: app.url, requests: [] }, args.only);
      const writerMedications = batchSelected ? await asNeededMedications(app.url, writers) : [];
      if (batchSelected) await checkBatch(app.url, writers[0]!, writerMedications[0]!);
      const patSelected = [ME_PAT, POST_IDEMPOTENT].some((name) =>
        selected({ name, base: app.url, requests: [] }, args.only),
      );
      if (patSelected) await revokePersonalTokens(app.url, writers);
      const writerPats = patSelected ? await personalTokens(app.url, writers) : [];
      const readerCookies = await Promise.all(
        Array.from({ length: 20 }, (_, i) => sessionCookie(app.url, userEmail(i + 1))),
      );
      const heavyCookie = await sessionCookie(app.url, userEmail(0));
      const ctx: Context = {
        app: app.url,
        floor: floor!.url,
        bare: bare!.url,
        readers,
        readerCookies,
        writers,
        writerMedications,
        writerPats,
        heavyToken: heavyToken!,
        heavyCookie,
        foodDay: db.foodDay,
        heavyMonth: previousFullMonth(),
        barcodes: await sampleBarcodes(db.url),
      };
      // Round after round over all scenarios: a slow spell of the machine, or the order they
      // run in, then weighs on one round of each rather than on the whole of one scenario.
      const list = scenarios(ctx).filter((s) => selected(s, args.only));
      const rounds = Math.max(1, Number(args.rounds));
      const measured: Figures[][] = list.map(() => []);
      for (let round = 0; round < rounds; round++) {
        for (const [i, s] of list.entries()) {
          await waitIdle(app);
          process.stdout.write(`[bench] ${rounds > 1 ? `round ${round + 1}/${rounds} ` : ""}${s.name}... `);
          // every round warms up: a server idle while the others ran is slow for its first seconds
          const server = servers.find((candidate) => candidate.url === s.base);
          const clock = server && { cpuMs: server.cpuMs, idle: () => waitIdle(server) };
          const figures = await measure(s, Number(args.duration), Number(args.warmup), clock);
          const items = figures.itemsPerSecond === undefined ? "" : ` (${figures.itemsPerSecond} items/s)`;
          console.log(`${figures.rps} req/s${items}, p99 ${figures.p99} ms, ${figures.errors} errors`);
          measured[i]!.push(figures);
        }
      }
      const table = ratios(measured.map((r, i) => medianRound(r, list[i]!.amount ? "cpu" : "rps")));
      let pdf: PdfMemory | null = null;
      if (!args.only || "pdf".includes(args.only)) {
        await waitIdle(app);
        process.stdout.write("[bench] pdf export (heavy user), RSS... ");
        pdf = await measurePdfExport(app, heavyToken!);
        const rss = `RSS ${pdf.rssBeforeMb} -> peak ${pdf.rssPeakMb} -> ${pdf.rssAfterMb} MB`;
        console.log(`${pdf.status} ${Math.round(pdf.bytes / 1024)} KB in ${pdf.seconds} s; ${rss}`);
      }
      let searchSql: SearchSql | null = null;
      if (list.some((s) => Object.values(SEARCH_SCENARIOS).includes(s.name))) {
        process.stdout.write("[bench] food search SQL in Postgres (EXPLAIN ANALYZE)... ");
        searchSql = await searchSqlTimes(db.url);
        console.log(`${searchSql.scenarios.length} scenarios`);
      }
      printTable(table);
      for (const row of table.filter((r) => r.itemsPerSecond !== undefined)) {
        console.log(
          `${row.name}: ${row.itemsPerSecond} items/s (${row.rps} req/s, p99 ${row.p99} ms, ${row.errors} errors)`,
        );
      }
      const overheads = overheadLines(table, OVERHEAD_PAIRS);
      for (const line of overheads) console.log(line);
      const verdict = [FOOD_DAY, FOOD_DAY_COOKIE].map((name) => foodDayVerdict(table, name)).filter((v) => v !== null);
      const views = JUDGED_VIEWS.map((name) => viewVerdict(table, name)).filter((v) => v !== null);
      const searches = searchVerdicts(table, searchSql);
      console.log("");
      for (const v of [...verdict, ...views, ...searches]) console.log(v.text);
      if (pdf)
        console.log(
          `pdf export of the heavy user: RSS ${pdf.rssBeforeMb} MB before, ` +
            `${pdf.rssPeakMb} MB peak (+${pdf.rssPeakMb - pdf.rssBeforeMb}), ${pdf.rssAfterMb} MB after`,
        );
      Object.assign(results, {
        scenarios: table,
        food_day_goal: verdict,
        view_goal: views,
        search_goal: searches,
        search_sql: searchSql,
        api_access_overhead: overheads,
        pdf_export: pdf,
      });
    }

    if (args.import || importOnly) {
      await waitIdle(app);
      process.stdout.write(`[bench] ${APPLE_IMPORT} in Chromium... `);
      const imported = await measureAppleImport(app, Number(args["import-bytes"]));
      console.log("");
      console.log(importLine(imported));
      Object.assign(results, { apple_import: imported });
    }

    let load: LoadSummary | null = null;
    if (args.load || args["load-only"]) {
      await waitIdle(app);
      load = await runLoad(app, {
        seconds: Number(args["load-duration"]),
        rssStartMb,
        barcodes: await sampleBarcodes(db.url),
      });
      Object.assign(results, { load });
    }
    writeResults(results, { keepScenarios: args["load-only"] || importOnly });
  } finally {
    await stopAll();
    await cleanUpRun(db.url, started).catch((err: Error) => console.error(`[bench] clean-up failed: ${err.message}`));
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`[bench] ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
