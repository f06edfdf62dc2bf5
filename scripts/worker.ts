/**
 * `npm run worker`: the medication reminder job, with the caregivers' missed-dose alerts,
 * for self-hosting, once a minute (at the start of each minute). Any number of workers and
 * cron calls may run at once: the job claims each reminder and alert in the database before
 * sending, so each is sent once.
 * `npm run worker -- --once` runs the job a single time and exits.
 */
import { closeDb, getLongDb } from "../db/client";
import { describeError, log } from "../lib/log";
import { runMinuteJob } from "../lib/server/minute-job";

if (!process.env.DATABASE_URL) {
  console.error(
    "npm run worker needs DATABASE_URL (Postgres): PGlite's data directory can be opened by one process only, " +
      "and that is the app. Without Postgres, have a scheduler call GET /api/cron/reminders every minute instead.",
  );
  process.exit(1);
}

let stopping = false;
let timer: NodeJS.Timeout | undefined;

async function tick(): Promise<void> {
  const started = Date.now();
  try {
    // every user's reminders and the hourly pruning: the long operations' time limits
    const db = await getLongDb();
    const result = await runMinuteJob(db, new Date());
    if (result.upcoming + result.missed + result.caregiver + result.failed > 0)
      log.info("reminders sent", { ...result, ms: Date.now() - started });
  } catch (err) {
    log.error("reminder job failed", { error: describeError(err) });
  }
}

function scheduleNext(): void {
  if (stopping) return;
  const wait = 60_000 - (Date.now() % 60_000);
  timer = setTimeout(() => void tick().then(scheduleNext), wait);
}

async function stop(): Promise<void> {
  stopping = true;
  if (timer) clearTimeout(timer);
  await closeDb();
  process.exit(0);
}

process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());

await tick();
if (process.argv.includes("--once")) await stop();
else {
  console.log("Reminder worker running: the job runs at the start of every minute. Ctrl+C stops it.");
  scheduleNext();
}
