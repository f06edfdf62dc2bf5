/**
 * Readiness for a load balancer (GET /api/ready): the database answers one small query
 * within a short time, and every migration bundled with this build (db/migrations/meta/
 * _journal.json) is applied. A server that is shutting down is not ready either. The
 * detail never names a host, a database or a variable.
 */
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { migrationsFolder } from "@/db/migrate";
import { describeError, log } from "@/lib/log";
import { isShuttingDown } from "./shutdown";

export type Readiness = { ready: true } | { ready: false; detail: string };

const TIMEOUT_MS = 2_000;

export const NOT_READY = {
  shuttingDown: "The server is shutting down.",
  database: "The database is not reachable.",
  migrations: "The database schema is not up to date: run the migrations (npm run db:migrate).",
} as const;

type Journal = { entries: { when: number; tag: string }[] };
let bundled: { count: number; last: number } | undefined;

/** The migrations this build ships: how many, and the timestamp of the newest (drizzle's created_at). */
function bundledMigrations(): { count: number; last: number } {
  if (bundled) return bundled;
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;
  const whens = journal.entries.map((e) => e.when);
  bundled = { count: whens.length, last: whens.length ? Math.max(...whens) : 0 };
  return bundled;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type Applied = { count: number | string; last: number | string | null };

export async function checkReadiness(): Promise<Readiness> {
  if (isShuttingDown()) return { ready: false, detail: NOT_READY.shuttingDown };
  const expected = bundledMigrations();
  let applied: Applied;
  try {
    applied = await within(
      (async () => {
        const db = await getDb();
        const result = await db.execute(
          sql`SELECT count(*) AS count, max(created_at) AS last FROM drizzle.__drizzle_migrations`,
        );
        return (result as unknown as { rows: Applied[] }).rows[0] ?? { count: 0, last: null };
      })(),
      TIMEOUT_MS,
    );
  } catch (err) {
    // An undefined table (42P01) or schema (3F000): the migrations never ran.
    const code = (err as { code?: unknown }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
    if (code === "42P01" || code === "3F000") return { ready: false, detail: NOT_READY.migrations };
    log.warn("not ready: database", { error: describeError(err) });
    return { ready: false, detail: NOT_READY.database };
  }
  if (Number(applied.count) < expected.count || Number(applied.last ?? 0) < expected.last) {
    return { ready: false, detail: NOT_READY.migrations };
  }
  return { ready: true };
}
