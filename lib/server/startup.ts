/**
 * What a server does once at start (instrumentation.ts): check the configuration (a
 * production server without DATABASE_URL, AUTH_SECRET or APP_URL exits with the
 * variable's name and what it needs), hook into Node's HTTP server (the client's address,
 * draining on shutdown, the 405 body), install the graceful shutdown, then open the
 * database and apply pending migrations (MIGRATE_ON_START).
 */
import { getDb } from "@/db/client";
import { smtpStartWarning } from "@/lib/email/smtp-url";
import { env, productionConfigProblems } from "@/lib/env";
import { describeError, log } from "@/lib/log";
import { installConsoleAsJson } from "./console-json";
import { noteIfDatabaseUnavailable, pagesCanRender, probeDatabase } from "@/lib/http/database-gate";
import { installHttpHooks, setPageGate } from "./http-hooks";
import { installGracefulShutdown } from "./shutdown";

export const CONFIG_ERROR_HEADLINE = "vitalog cannot start: the production configuration is incomplete.";

function refuseToStart(problems: string[]): never {
  log.error("invalid configuration", { problems: problems.join(" | ") });
  process.stderr.write(
    `\n${CONFIG_ERROR_HEADLINE}\n${problems.map((p) => `  - ${p}`).join("\n")}\nSee docs/deploy.md.\n\n`,
  );
  // On Vercel a function must not exit its runtime: failing register fails every request.
  if (process.env.VERCEL === "1") throw new Error(`${CONFIG_ERROR_HEADLINE} ${problems.join(" ")}`);
  process.exit(1);
}

export async function startServer(): Promise<void> {
  // first: requests may already be waiting for the app to start
  installHttpHooks();
  setPageGate(pagesCanRender);
  // Next prints a page's error as a multi-line stack: one JSON line instead, as every log line
  if (process.env.NODE_ENV === "production") installConsoleAsJson();
  const problems = productionConfigProblems();
  let config: ReturnType<typeof env>;
  try {
    config = env();
  } catch (err) {
    problems.push(err instanceof Error ? err.message : String(err));
    refuseToStart(problems);
  }
  if (problems.length > 0) refuseToStart(problems);
  const mailWarning = smtpStartWarning(config.SMTP_URL, config.NODE_ENV === "production");
  if (mailWarning) log.warn(mailWarning);
  if (config.NODE_ENV === "production" && config.OUTBOUND_ALLOW_LOOPBACK) {
    log.warn("OUTBOUND_ALLOW_LOOPBACK is on: push endpoints on this machine (127.0.0.0/8, ::1) are accepted");
  }
  if (config.NODE_ENV === "production" && !(config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)) {
    log.warn("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: push notifications are off, reminders go by email");
  }
  installGracefulShutdown();
  try {
    await getDb();
    // a refused connection (a wrong password, no such database) shows only on the first query
    await probeDatabase();
  } catch (err) {
    // Requests retry on their own; a database that is down at start must not kill the server.
    noteIfDatabaseUnavailable(err);
    log.error("database not ready at start", { error: describeError(err) });
  }
}
