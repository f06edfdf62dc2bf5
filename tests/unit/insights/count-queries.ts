/**
 * Counts the statements a db sends while `fn` runs, at the driver (`$client.query`): a query
 * prepared once, or run by the driver itself (db/raw.ts), counts on every run.
 */
import type { Db } from "@/db/client";

export async function countQueries<T>(db: Db, fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let queries = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    queries += 1;
    return original.apply(this, args);
  };
  try {
    return { result: await fn(), queries };
  } finally {
    client.query = original;
  }
}
