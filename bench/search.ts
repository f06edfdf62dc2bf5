/**
 * The food search's goal: an answer within 50 ms at 500k products. Its scenarios send the
 * searches one at a time (a person typing), so their p50/p99 are a request's own latency, not
 * a queue's; beside them, Postgres's own time for the very statement the route sends
 * (lib/food/search-sql.ts), from EXPLAIN (ANALYZE, TIMING OFF) of each query for each user.
 */
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { searchStatement } from "../lib/food/search-sql";
import type { Figures } from "./measure";
import { userEmail } from "./sessions";

export const SEARCH_GOAL_MS = 50;

/** What people type: a few letters of a generic food, a word and the start of the next. */
export const SEARCH_QUERIES = ["bana", "oatm", "chicken br"];
/** Prefixes that begin a word of tens of thousands of the bench's products (its names repeat a dozen words). */
export const COMMON_PREFIXES = ["oat", "cr", "apple"];

export const SEARCH_SCENARIOS = {
  readers: `GET food search (${SEARCH_QUERIES.join(", ")})`,
  heavy: `GET food search (heavy user: ${SEARCH_QUERIES.join(", ")})`,
  common: `GET food search (common prefixes: ${COMMON_PREFIXES.join(", ")})`,
};

export type SearchSql = {
  products: number;
  /** Planning + execution in Postgres, per scenario: p50 and p99 over every query and user. */
  scenarios: { name: string; queries: string[]; users: string; p50: number; p99: number; max: number }[];
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Postgres's time for each scenario's statements: EXPLAIN ANALYZE of each query, `runs` times over its users. */
export async function searchSqlTimes(url: string, runs = 40): Promise<SearchSql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const idOf = async (n: number) =>
      (await client.query<{ id: string }>("select id from users where email = $1", [userEmail(n)])).rows[0]!.id;
    const readers: string[] = [];
    for (let n = 1; n <= 20; n++) readers.push(await idOf(n));
    const heavy = [await idOf(0)];
    const cases = [
      { name: SEARCH_SCENARIOS.readers, users: readers, label: "users 1-20", queries: SEARCH_QUERIES },
      { name: SEARCH_SCENARIOS.heavy, users: heavy, label: "heavy user", queries: SEARCH_QUERIES },
      { name: SEARCH_SCENARIOS.common, users: readers, label: "users 1-20", queries: COMMON_PREFIXES },
    ];
    const dialect = new PgDialect();
    const scenarios: SearchSql["scenarios"] = [];
    for (const c of cases) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const userId = c.users[run % c.users.length]!;
        for (const q of c.queries) {
          const { sql, params } = dialect.sqlToQuery(searchStatement({ userId, q })!);
          const { rows } = await client.query(`explain (analyze, timing off, format json) ${sql}`, params);
          const [plan] = (rows[0] as { "QUERY PLAN": { "Planning Time": number; "Execution Time": number }[] })[
            "QUERY PLAN"
          ];
          times.push(plan!["Planning Time"] + plan!["Execution Time"]);
        }
      }
      times.sort((a, b) => a - b);
      const ms = (n: number) => Math.round(n * 10) / 10;
      scenarios.push({
        name: c.name,
        queries: c.queries,
        users: c.label,
        p50: ms(percentile(times, 50)),
        p99: ms(percentile(times, 99)),
        max: ms(times.at(-1)!),
      });
    }
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from products");
    return { products: rows[0]!.n, scenarios };
  } finally {
    await client.end();
  }
}

/** The goal's verdict per search scenario: p99 of the answer within SEARCH_GOAL_MS, no errors. */
export function searchVerdicts(rows: Figures[], sqlTimes: SearchSql | null): { ok: boolean; text: string }[] {
  return Object.values(SEARCH_SCENARIOS).flatMap((name) => {
    const row = rows.find((r) => r.name === name);
    if (!row) return [];
    const db = sqlTimes?.scenarios.find((s) => s.name === name);
    const ok = row.p99 < SEARCH_GOAL_MS && row.errors === 0;
    const products = sqlTimes ? ` at ${sqlTimes.products.toLocaleString("en")} products` : "";
    const inDb = db ? `; in Postgres p50 ${db.p50} ms, p99 ${db.p99} ms (${db.users})` : "";
    return [
      {
        ok,
        text:
          `${name}${products}: p50 ${row.p50} ms, p99 ${row.p99} ms a request, one at a time ` +
          `(goal < ${SEARCH_GOAL_MS} ms), ${row.errors} errors${inDb}: ${ok ? "MET" : "NOT MET"}`,
      },
    ];
  });
}
