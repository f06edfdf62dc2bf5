/** Counts the queries a db sends while `fn` runs, by wrapping drizzle's session. */
import type { Db } from "@/db/client";

export async function countQueries<T>(db: Db, fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  const original = session.prepareQuery;
  let queries = 0;
  session.prepareQuery = function (this: unknown, ...args: unknown[]) {
    queries += 1;
    return original.apply(this, args);
  };
  try {
    return { result: await fn(), queries };
  } finally {
    session.prepareQuery = original;
  }
}
