/**
 * A failed sign-in leaves an audit line that names the account: an account event (stored
 * and logged) for a known email, and a line with the SHA-256 of the email for an unknown
 * one, never the email itself.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as login } from "@/app/api/login/route";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import { authenticate } from "@/lib/identity/account/service";
import { captureLogsForTesting } from "@/lib/log";
import { call, registerUser, uniqueEmail } from "../support/api";

const from = (ip: string) => ({ "x-forwarded-for": ip });

async function eventsOf(userId: string) {
  const db = await getDb();
  return db
    .select({ kind: t.accountEvents.kind, ip: t.accountEvents.ip, user_agent: t.accountEvents.user_agent })
    .from(t.accountEvents)
    .where(eq(t.accountEvents.user_id, userId));
}

describe("a failed sign-in", () => {
  it("of a known account is an account event with the IP and the user agent", async () => {
    const { user } = await registerUser();
    const db = await getDb();
    await expect(
      authenticate(db, { email: user.email, password: "wrong-pass-1" }, "10.80.0.1", "Firefox/140"),
    ).rejects.toThrow("Incorrect email or password.");
    expect(await eventsOf(user.id)).toContainEqual({
      kind: "sign_in_failed",
      ip: "10.80.0.1",
      user_agent: "Firefox/140",
    });
  });

  it("through the API, the log line names the account and not the email", async () => {
    const { user } = await registerUser();
    const logs = captureLogsForTesting();
    try {
      const res = await call(login, {
        body: { email: user.email, password: "wrong-pass-2" },
        headers: from("10.80.0.2"),
      });
      expect(res.status).toBe(401);
    } finally {
      logs.stop();
    }
    const line = logs.lines.find((l) => l.includes("sign_in_failed"));
    expect(line).toContain(user.id);
    expect(line).toContain("10.80.0.2");
    expect(logs.lines.join("\n")).not.toContain(user.email);
    expect(await eventsOf(user.id)).toContainEqual(
      expect.objectContaining({ kind: "sign_in_failed", ip: "10.80.0.2" }),
    );
  });

  it("of an unknown email logs the hash of the normalised email", async () => {
    const email = uniqueEmail("nobody");
    const logs = captureLogsForTesting();
    try {
      await call(login, {
        body: { email: ` ${email.toUpperCase()} `, password: "guess-pass" },
        headers: from("10.80.0.3"),
      });
    } finally {
      logs.stop();
    }
    const digest = createHash("sha256").update(email).digest("hex");
    const line = logs.lines.find((l) => l.includes("sign-in failed"));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ email_sha256: digest, ip: "10.80.0.3" });
    expect(logs.lines.join("\n").toLowerCase()).not.toContain(email);
  });

  it("a right password writes no failure", async () => {
    const { user, password } = await registerUser();
    expect((await call(login, { body: { email: user.email, password }, headers: from("10.80.0.4") })).status).toBe(200);
    expect((await eventsOf(user.id)).filter((e) => e.kind === "sign_in_failed")).toEqual([]);
  });
});
