/**
 * A statement composed with drizzle but run by the driver itself: rows come back as arrays
 * of the driver's values, with no ORM mapping, tracing or extra promises on the way. For the
 * hottest reads only, whose columns are text (JSON built by Postgres, ids): there the ORM's
 * work per row is all the cost there is. Named, so Postgres parses it once per connection.
 */
import { fillPlaceholders, type SQL } from "drizzle-orm";
import type { Pool } from "pg";
import type { Db } from "./client";

type PgliteClient = {
  waitReady: Promise<void>;
  query: (text: string, params: unknown[], options: { rowMode: "array" }) => Promise<{ rows: unknown[][] }>;
};

export type RawStatement<V extends Record<string, unknown>> = (db: Db, values: V) => Promise<{ rows: unknown[][] }>;

/**
 * `build` makes the query (with `sql.placeholder`s named as in V) from a database; it is
 * compiled once, on first use. Answers the driver's result: its `rows` are arrays.
 */
export function rawStatement<V extends Record<string, unknown>>(
  name: string,
  build: (db: Db) => { toSQL(): { sql: string; params: unknown[] } },
): RawStatement<V> {
  let compiled: { sql: string; params: unknown[] } | undefined;
  // not async: under Next each async call and await costs promise hooks (AsyncLocalStorage)
  return (db, values) => {
    compiled ??= build(db).toSQL();
    const params = fillPlaceholders(compiled.params, values);
    const client = (db as unknown as { $client: Pool | PgliteClient }).$client;
    if ("waitReady" in client) return client.query(compiled.sql, params, { rowMode: "array" });
    return client.query<unknown[]>({ name, text: compiled.sql, values: params, rowMode: "array" });
  };
}

/** A statement written as drizzle `sql` (placeholders included), for `rawStatement`'s `build`. */
export function sqlStatement(db: Db, statement: SQL): { toSQL(): { sql: string; params: unknown[] } } {
  const { dialect } = db as unknown as { dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } } };
  return { toSQL: () => dialect.sqlToQuery(statement) };
}
