/**
 * A query prepared once per database: drizzle otherwise builds a query's SQL text from its
 * parts on every call, which costs a page more than the round trip. Its values are
 * `sql.placeholder`s, filled in by `execute({...})`; named, so Postgres parses it once per
 * connection (see deploy.md for what that asks of a pooler).
 */
import type { Db } from "./client";

export function preparedFor<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
