/**
 * The server log never holds a password, a password hash, a token (access, reset,
 * verification), a cookie value, or a user's health text: through a whole account life
 * (register, login, failed logins, throttling, reset, verification, cookie calls), health
 * writes, and failures (bad input, database errors in the middle of a write).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { POST as changePassword } from "@/app/api/change-password/route";
import { POST as logExercise } from "@/app/api/exercises/route";
import { POST as logFood } from "@/app/api/food-entries/route";
import { POST as logMetric } from "@/app/api/health-metrics/route";
import { POST as saveJournal } from "@/app/api/journal-entries/route";
import { PUT as editJournal } from "@/app/api/journal-entries/[entry_id]/route";
import { POST as login } from "@/app/api/login/route";
import { POST as logout } from "@/app/api/logout/route";
import { GET as me } from "@/app/api/me/route";
import { POST as addMedication } from "@/app/api/medications/route";
import { POST as logMigraine } from "@/app/api/migraines/route";
import { POST as requestReset } from "@/app/api/password-reset/route";
import { POST as confirmReset } from "@/app/api/password-reset/confirm/route";
import { POST as register } from "@/app/api/register/route";
import { POST as verify } from "@/app/api/verify-email/route";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import { settleAfterResponseTasks } from "@/lib/http/after-response";
import { captureLogsForTesting } from "@/lib/log";
import { linksIn } from "../fakes/smtp";
import { call, registration } from "../support/api";
import { sessionCookieFor } from "../support/session-cookie";
import { withFakeSmtp } from "../support/smtp";

const smtp = withFakeSmtp();

const PASSWORD = "Pw-registered-7f3a9c";
const WRONG_PASSWORD = "Pw-wrong-guess-c41d2e";
const NEW_PASSWORD = "Pw-after-reset-9b8e1f";
const CHANGED_PASSWORD = "Pw-changed-5d6c7b";
const JOURNAL = "Journal-secret: argued with my sister about the diagnosis";
const MIGRAINE_NOTES = "Migraine-secret: vomited twice at the office";
const SYMPTOM = "Symptom-secret-tingling-left-hand";
const TRIGGER = "Trigger-secret-red-wine";
const MEDICATION = "Medication-secret-Sertraline";
const FOOD = "Food-secret-binge-cookies";
const EXERCISE_NOTES = "Exercise-secret: knee gave way";
const METRIC_NOTES = "Metric-secret: taken after panic attack";
/** A value a check constraint added below refuses, so a write fails inside the database. */
const FAIL = "FAILPROBE";

const secrets = new Map<string, string>(
  Object.entries({
    PASSWORD,
    WRONG_PASSWORD,
    NEW_PASSWORD,
    CHANGED_PASSWORD,
    JOURNAL,
    MIGRAINE_NOTES,
    SYMPTOM,
    TRIGGER,
    MEDICATION,
    FOOD,
    EXERCISE_NOTES,
    METRIC_NOTES,
  }),
);
const lines: string[] = [];
let capture: ReturnType<typeof captureLogsForTesting>;
const CONSOLE = ["log", "info", "warn", "error", "debug", "trace"] as const;

beforeAll(() => {
  capture = captureLogsForTesting();
  for (const level of CONSOLE) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(
        args
          .map((a) =>
            a instanceof Error
              ? `${a.message} ${a.stack} ${JSON.stringify(a)}`
              : typeof a === "string"
                ? a
                : JSON.stringify(a),
          )
          .join(" "),
      );
    });
  }
});

afterAll(() => {
  capture.stop();
  vi.restoreAllMocks();
});

const tokenIn = async (to: string, subject: RegExp) => {
  const mail = await smtp.waitForMail(to, subject);
  return new URL(linksIn(mail).find((l) => l.includes("token="))!).searchParams.get("token")!;
};

const ok = async (res: Promise<{ status: number; body: Record<string, unknown> }>, status = 201) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
};

describe("server log", () => {
  it("holds none of the secrets and none of the health text", async () => {
    const db = await getDb();
    // account life
    const reg = await ok(call(register, { body: registration({ password: PASSWORD }) }));
    const user = reg.user as { id: string; email: string };
    secrets.set("REGISTER_TOKEN", reg.access_token as string);
    secrets.set("VERIFY_TOKEN", await tokenIn(user.email, /Verify your email/));
    for (let i = 0; i < 6; i++)
      await call(login, {
        body: { email: user.email, password: WRONG_PASSWORD },
        headers: { "x-forwarded-for": "10.77.0.1" },
      });
    await settleAfterResponseTasks();
    await db.delete(t.loginAttempts).where(eq(t.loginAttempts.email, user.email));
    const signedIn = await ok(call(login, { body: { email: user.email, password: PASSWORD } }), 200);
    const token = signedIn.access_token as string;
    secrets.set("LOGIN_TOKEN", token);
    const { cookie } = await sessionCookieFor(user.id);
    secrets.set("COOKIE", cookie.split("=")[1]!);
    await ok(call(me, { headers: { cookie } }), 200);
    await ok(call(verify, { body: { token: secrets.get("VERIFY_TOKEN")! } }), 200);
    await call(verify, { body: { token: secrets.get("VERIFY_TOKEN")! } });

    // health writes, good and refused
    await ok(
      call(saveJournal, {
        token,
        body: { date: "2026-11-18", content: JOURNAL, mood: 3, energy: 3, stress: 9, sleep: 2 },
      }),
    );
    await ok(
      call(logMigraine, {
        token,
        body: {
          severity: 9,
          notes: MIGRAINE_NOTES,
          symptoms: [SYMPTOM],
          triggers: [TRIGGER],
          date: "2026-11-18",
          time: "09:00",
        },
      }),
    );
    await ok(call(addMedication, { token, body: { name: MEDICATION, dosage: "50 mg" } }));
    await ok(call(logFood, { token, body: { food_name: FOOD, calories: 900 } }));
    await ok(
      call(logExercise, {
        token,
        body: { exercise_name: "Run", notes: EXERCISE_NOTES, duration_minutes: 5, calories_burned: 10 },
      }),
    );
    await ok(
      call(logMetric, { token, body: { metric_type: "heart_rate", value: 130, unit: "bpm", notes: METRIC_NOTES } }),
    );
    await call(saveJournal, { token, body: { content: JOURNAL, mood: 99 } });
    await call(logMigraine, { token, rawBody: `{"notes": "${MIGRAINE_NOTES}", "severity": ` });
    await call(logMigraine, { token, body: { severity: 4, notes: MIGRAINE_NOTES, symptoms: Array(40).fill(SYMPTOM) } });

    // failures inside the database, in the middle of writes that carry health text and hashes
    await db.execute(
      sql.raw(`alter table journal_entries add constraint security_probe check (content not like '%${FAIL}%')`),
    );
    await db.execute(
      sql.raw(
        `alter table migraines add constraint security_probe check (notes is null or notes not like '%${FAIL}%')`,
      ),
    );
    await db.execute(sql.raw(`alter table users add constraint security_probe check (name <> '${FAIL}')`));
    expect(
      (
        await call(saveJournal, {
          token,
          body: { date: "2026-11-17", content: `${JOURNAL} ${FAIL}`, mood: 3, energy: 3, stress: 9, sleep: 2 },
        })
      ).status,
    ).toBe(500);
    const entry = (await db.select().from(t.journalEntries).where(eq(t.journalEntries.user_id, user.id)))[0]!;
    const edited = await call(editJournal, {
      method: "PUT",
      token,
      params: { entry_id: entry.entry_id },
      body: { content: `${JOURNAL} ${FAIL}`, mood: 3, energy: 3, stress: 9, sleep: 2 },
    });
    expect(edited.status).toBe(500);
    expect(
      (
        await call(logMigraine, {
          token,
          body: { severity: 9, notes: `${MIGRAINE_NOTES} ${FAIL}`, symptoms: [SYMPTOM], triggers: [TRIGGER] },
        })
      ).status,
    ).toBe(500);
    expect((await call(register, { body: registration({ name: FAIL, password: PASSWORD }) })).status).toBe(500);

    // password reset and change
    expect((await call(requestReset, { body: { email: user.email } })).status).toBe(200);
    secrets.set("RESET_TOKEN", await tokenIn(user.email, /Reset your vitalog password/));
    await ok(call(confirmReset, { body: { token: secrets.get("RESET_TOKEN")!, new_password: NEW_PASSWORD } }), 200);
    await call(confirmReset, { body: { token: secrets.get("RESET_TOKEN")!, new_password: NEW_PASSWORD } });
    const again = await ok(call(login, { body: { email: user.email, password: NEW_PASSWORD } }), 200);
    secrets.set("SECOND_LOGIN_TOKEN", again.access_token as string);
    await ok(
      call(changePassword, {
        token: again.access_token as string,
        body: { current_password: NEW_PASSWORD, new_password: CHANGED_PASSWORD },
      }),
      200,
    );
    await call(changePassword, {
      token: again.access_token as string,
      body: { current_password: WRONG_PASSWORD, new_password: PASSWORD },
    });
    await ok(call(logout, { method: "POST", token: again.access_token as string }), 200);
    await call(me, { token: again.access_token as string });
    await settleAfterResponseTasks();

    const [row] = await db.select({ hash: t.users.password_hash }).from(t.users).where(eq(t.users.id, user.id));
    secrets.set("PASSWORD_HASH", row!.hash);
    const hashes = await db.select({ hash: t.userTokens.token_hash }).from(t.userTokens);
    hashes.forEach((h, i) => secrets.set(`LINK_TOKEN_HASH_${i}`, h.hash));

    const all = [...capture.lines, ...lines];
    // the failures above were logged (so the check below looks at real lines)
    expect(all.filter((l) => l.includes("unexpected error")).length).toBeGreaterThanOrEqual(4);
    const leaks = [...secrets].flatMap(([name, value]) =>
      all.filter((l) => l.includes(value)).map((l) => `${name} in: ${l.slice(0, 300)}`),
    );
    expect(leaks).toEqual([]);
    // nor the SQL parameters of a failed query, nor any password hash (the failed register's too)
    expect(all.filter((l) => /params:|\$argon2/i.test(l))).toEqual([]);
  });
});
