/**
 * No account enumeration: login and password reset answer the same for an email with an
 * account and one without, and the reset request does the same work on the request path
 * (the lookup and the mail happen after the response). Register tells a taken email (409),
 * so the attempts one IP may make are limited.
 */
import { createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import { eq } from "drizzle-orm";
import { POST as login } from "@/app/api/login/route";
import { POST as requestReset } from "@/app/api/password-reset/route";
import { POST as register } from "@/app/api/register/route";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import { EMAIL_TAKEN } from "@/lib/identity/account/service";
import { resetEnvCache } from "@/lib/env";
import { settleAfterResponseTasks } from "@/lib/http/after-response";
import { captureLogsForTesting } from "@/lib/log";
import { call, registerUser, registration } from "../support/api";
import { userRow } from "./fixtures";

const from = (ip: string) => ({ "x-forwarded-for": ip });

/** The parts of an answer a client can compare (not Date, nor the request id that every answer has its own of). */
function visible(res: { status: number; body: unknown; headers: Headers }) {
  const headers = [...res.headers.entries()].filter(([k]) => k !== "date" && k !== "x-request-id");
  return { status: res.status, body: res.body, headers };
}

function useSmtpUrl(url: string) {
  process.env.SMTP_URL = url;
  resetEnvCache();
}

afterEach(async () => {
  await settleAfterResponseTasks();
  delete process.env.SMTP_URL;
  resetEnvCache();
});

describe("login", () => {
  it("an unknown email, a wrong password and a deactivated account get the same answer", async () => {
    const { user } = await registerUser();
    const inactive = await registerUser();
    await (await getDb()).update(t.users).set({ is_active: false }).where(eq(t.users.id, inactive.user.id));
    const wrong = await call(login, {
      body: { email: user.email, password: "not-the-password" },
      headers: from("10.20.0.1"),
    });
    const unknown = await call(login, {
      body: { email: `nobody-${Date.now()}@example.com`, password: "not-the-password" },
      headers: from("10.20.0.2"),
    });
    const deactivated = await call(login, {
      body: { email: inactive.user.email, password: inactive.password },
      headers: from("10.20.0.3"),
    });
    expect(wrong.status).toBe(401);
    expect(visible(unknown)).toEqual(visible(wrong));
    expect(visible(deactivated)).toEqual(visible(wrong));
    expect(wrong.body).toEqual({ detail: "Incorrect email or password." });
  });
});

describe("password reset request", () => {
  it("answers the same for a known and an unknown email", async () => {
    const { user } = await registerUser();
    useSmtpUrl("smtp://127.0.0.1:9"); // nothing listens: the mail fails after the answer
    const known = await call(requestReset, { body: { email: user.email } });
    const unknown = await call(requestReset, { body: { email: `nobody-${Date.now()}@example.com` } });
    expect(known.status).toBe(200);
    expect(visible(unknown)).toEqual(visible(known));
  });

  it("does not wait for the mail: the answer comes while the mail server has not even greeted", async () => {
    const { user } = await registerUser(); // before the silent server: register mails in the request
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket)); // accepts, never speaks
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    useSmtpUrl(`smtp://127.0.0.1:${port}`);
    const logs = captureLogsForTesting();
    try {
      const res = await call(requestReset, { body: { email: user.email } });
      expect(res.status).toBe(200);
      // the mail work started after the answer and is still waiting for the server
      await expect.poll(() => sockets.size).toBeGreaterThan(0);
      for (const s of sockets) s.destroy();
      await settleAfterResponseTasks();
      // nothing is lost silently: the failed send is logged with the account it was for
      expect(logs.lines.filter((l) => l.includes("password reset email not sent"))).toEqual([
        expect.stringContaining(`"user":"${user.id}"`),
      ]);
    } finally {
      logs.stop();
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("a mail server that refuses does not turn a known email into an error", async () => {
    const { user } = await registerUser();
    useSmtpUrl("smtp://127.0.0.1:9");
    const logs = captureLogsForTesting();
    try {
      const res = await call(requestReset, { body: { email: user.email } });
      expect(res.status).toBe(200);
      await settleAfterResponseTasks();
      expect(logs.lines.some((l) => l.includes("password reset email not sent") && l.includes(user.id))).toBe(true);
    } finally {
      logs.stop();
    }
  });
});

describe("register", () => {
  it("an existing email is a conflict that leaves that account untouched and says nothing more", async () => {
    const { user } = await registerUser();
    const before = await userRow(user.id);
    const tokensBefore = await (await getDb()).select().from(t.authTokens).where(eq(t.authTokens.user_id, user.id));
    for (const email of [user.email, user.email.toUpperCase(), ` ${user.email}`]) {
      const res = await call(register, { body: registration({ email, password: "attacker-pass", name: "Mallory" }) });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ detail: EMAIL_TAKEN });
    }
    expect(await userRow(user.id)).toEqual(before);
    const tokensAfter = await (await getDb()).select().from(t.authTokens).where(eq(t.authTokens.user_id, user.id));
    expect(tokensAfter).toEqual(tokensBefore);
  });

  // The contract answers 201 with an access token for a new account, so a taken email
  // cannot get the same answer; register keeps its 409, and the attempts one address may
  // make are limited instead (docs/security.md, "Passwords, throttles and account changes").
  it("one IP may try 10 registrations an hour; the 11th is a 429 with Retry-After, taken email or not", async () => {
    // the documented default, not the test suite's own (vitest.config.ts)
    const suite = process.env.REGISTRATIONS_PER_IP_PER_HOUR;
    delete process.env.REGISTRATIONS_PER_IP_PER_HOUR;
    resetEnvCache();
    onTestFinished(() => {
      if (suite !== undefined) process.env.REGISTRATIONS_PER_IP_PER_HOUR = suite;
      resetEnvCache();
    });
    const { user } = await registerUser();
    const ip = from("10.60.0.1");
    for (let i = 0; i < 10; i++) {
      const email = i % 2 === 0 ? user.email : `probe-${i}-${Date.now()}@example.com`;
      const res = await call(register, { body: registration({ email }), headers: ip });
      expect(res.status, `attempt ${i + 1}`).toBe(i % 2 === 0 ? 409 : 201);
    }
    for (const email of [user.email, `probe-late-${Date.now()}@example.com`]) {
      const res = await call(register, { body: registration({ email }), headers: ip });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        detail: expect.stringMatching(
          /^Too many sign-up attempts from your network\. Please try again in \d+ minutes?\.$/,
        ),
      });
      const retry = Number(res.headers.get("retry-after"));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(3600);
    }
    expect((await call(register, { body: registration(), headers: from("10.60.0.2") })).status).toBe(201);
  });

  it("one email may be tried 10 times an hour from any number of IPs; the 11th is a 429, any spelling", async () => {
    const { user } = await registerUser(); // the first of the 10: the account's creation
    for (let i = 0; i < 9; i++) {
      const email = i % 2 === 0 ? user.email : ` ${user.email.toUpperCase()}`;
      const res = await call(register, { body: registration({ email }), headers: from(`10.61.0.${i + 1}`) });
      expect(res.status, `attempt ${i + 1}`).toBe(409);
    }
    const res = await call(register, { body: registration({ email: user.email }), headers: from("10.61.1.1") });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      detail: expect.stringMatching(
        /^Too many sign-up attempts for this email address\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    // another address is not held back by it
    expect((await call(register, { body: registration(), headers: from("10.61.1.1") })).status).toBe(201);
  });
});
