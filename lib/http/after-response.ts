/**
 * Work that must not hold up (or show in the timing of) the answer: Next's `after()` runs it
 * once the response has been sent (on Vercel through waitUntil, so it still completes).
 * Outside a Next request (route handlers called in-process by tests, scripts) it starts on
 * the next turn of the event loop instead. A failure is logged, never thrown: the caller
 * has already answered.
 */
import "server-only";
import { after } from "next/server";
import { describeError, log } from "@/lib/log";

const started = new Set<Promise<void>>();

export function runAfterResponse(what: string, task: () => Promise<void>): void {
  const run = async () => {
    try {
      await task();
    } catch (err) {
      log.error(`${what} failed`, { error: describeError(err) });
    }
  };
  try {
    after(run);
    return;
  } catch {
    // `after` was called outside a request scope
  }
  const job = new Promise<void>((resolve) => setImmediate(resolve)).then(run);
  started.add(job);
  void job.finally(() => started.delete(job));
}

/** Tests: resolves once every task started outside a request has finished. */
export async function settleAfterResponseTasks(): Promise<void> {
  while (started.size > 0) await Promise.all([...started]);
}
