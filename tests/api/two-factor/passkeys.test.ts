/**
 * Passkeys, verified against a software authenticator (tests/support/webauthn.ts): added
 * with the password, listed, renamed, removed with the password; a second step after the
 * password, or a sign-in of their own when the authenticator verified its user.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as loginMfa } from "@/app/api/login/mfa/route";
import { POST as mfaPasskeyOptions } from "@/app/api/login/mfa/passkey-options/route";
import { POST as loginPasskey } from "@/app/api/login/passkey/route";
import { POST as loginPasskeyOptions } from "@/app/api/login/passkey/options/route";
import { GET as status } from "@/app/api/two-factor/route";
import { POST as addPasskey } from "@/app/api/two-factor/passkeys/route";
import { POST as registrationOptions } from "@/app/api/two-factor/passkeys/options/route";
import { DELETE as removePasskey, PUT as renamePasskey } from "@/app/api/two-factor/passkeys/[passkey_id]/route";
import { GET as me } from "@/app/api/me/route";
import { getDb } from "@/db/client";
import { accountEvents, passkeys } from "@/db/schema";
import { call, registerUser } from "../../support/api";
import { passwordStep } from "../../support/two-factor";
import { SoftAuthenticator } from "../../support/webauthn";

type Options = { challenge: string; rp: { id: string }; user: { id: string }; allowCredentials?: { id: string }[] };

async function addKey(token: string, password: string, authenticator: SoftAuthenticator, name?: string) {
  const options = await call<{ options: Options }>(registrationOptions, { token, body: { password } });
  expect(options.status).toBe(200);
  const res = await call<{ passkey: { passkey_id: string; name: string }; recovery_codes?: string[] }>(addPasskey, {
    token,
    body: { credential: authenticator.create(options.body.options), name },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function passwordlessOptions() {
  const res = await call<{ options: Options }>(loginPasskeyOptions, { method: "POST" });
  expect(res.status).toBe(200);
  return res.body.options;
}

describe("adding a passkey", () => {
  it("needs the password; the options name this site and the user; the first one comes with recovery codes", async () => {
    const { token, user, password } = await registerUser();
    expect((await call(registrationOptions, { token, body: { password: "nope-nope" } })).status).toBe(400);
    const options = await call<{ options: Options & { authenticatorSelection: Record<string, string> } }>(
      registrationOptions,
      { token, body: { password } },
    );
    expect(options.body.options.rp.id).toBe("localhost");
    expect(options.body.options.authenticatorSelection).toMatchObject({ residentKey: "preferred" });

    const authenticator = new SoftAuthenticator();
    const added = await call<{ passkey: Record<string, unknown>; recovery_codes: string[] }>(addPasskey, {
      token,
      body: { credential: authenticator.create(options.body.options), name: "Laptop" },
    });
    expect(added.status).toBe(201);
    expect(added.body.passkey).toMatchObject({ name: "Laptop", last_used_at: null });
    expect(added.body.recovery_codes).toHaveLength(10);

    const shown = await call<{ enabled: boolean; passkeys: { name: string }[] }>(status, { token });
    expect(shown.body.enabled).toBe(true);
    expect(shown.body.passkeys.map((p) => p.name)).toEqual(["Laptop"]);
    const db = await getDb();
    const kinds = await db
      .select({ kind: accountEvents.kind })
      .from(accountEvents)
      .where(eq(accountEvents.user_id, user.id));
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(["passkey_added", "recovery_codes_generated"]));
  });

  it("a challenge works once, and an answer made for another origin is refused", async () => {
    const { token, password } = await registerUser();
    const options = await call<{ options: Options }>(registrationOptions, { token, body: { password } });
    const authenticator = new SoftAuthenticator();
    const credential = authenticator.create(options.body.options);
    expect((await call(addPasskey, { token, body: { credential } })).status).toBe(201);
    const replay = await call(addPasskey, { token, body: { credential } });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ detail: "This passkey request has expired. Please try again." });

    const phishing = new SoftAuthenticator("https://vitalog.evil.example");
    const evilOptions = await call<{ options: Options }>(registrationOptions, { token, body: { password } });
    const evil = await call(addPasskey, { token, body: { credential: phishing.create(evilOptions.body.options) } });
    expect(evil.status).toBe(400);
    expect(evil.body).toEqual({ detail: "The passkey could not be verified. Please try again." });
  });
});

describe("signing in with a passkey", () => {
  it("as the second step after the password", async () => {
    const { token, user, password } = await registerUser();
    const authenticator = new SoftAuthenticator();
    await addKey(token, password, authenticator);
    const first = await call<{ mfa_token: string; methods: string[] }>(login, {
      body: { email: user.email, password },
    });
    expect(first.body.methods).toEqual(["recovery_code", "passkey"]);
    const mfa_token = first.body.mfa_token;
    const options = await call<{ options: Options }>(mfaPasskeyOptions, { body: { mfa_token } });
    expect(options.status).toBe(200);
    expect(options.body.options.allowCredentials).toHaveLength(1);
    const done = await call<{ access_token: string }>(loginMfa, {
      body: { mfa_token, passkey: authenticator.get(options.body.options, { userVerified: false }) },
    });
    expect(done.status).toBe(200);
    expect((await call(me, { token: done.body.access_token })).status).toBe(200);
    const shown = await call<{ passkeys: { last_used_at: string | null }[] }>(status, { token });
    expect(shown.body.passkeys[0]!.last_used_at).not.toBeNull();
  });

  it("another account's passkey is no second step", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const keyOfA = new SoftAuthenticator();
    await addKey(a.token, a.password, keyOfA);
    await addKey(b.token, b.password, new SoftAuthenticator());
    const mfa_token = await passwordStep(b.user.email, b.password);
    const options = await call<{ options: Options }>(mfaPasskeyOptions, { body: { mfa_token } });
    const answer = keyOfA.get({ challenge: options.body.options.challenge, rpId: "localhost" });
    const res = await call(loginMfa, { body: { mfa_token, passkey: answer } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: "The passkey could not be verified. Please try again." });
  });

  it("alone, when the authenticator verified its user; each challenge once", async () => {
    const { token, user, password } = await registerUser();
    const authenticator = new SoftAuthenticator();
    await addKey(token, password, authenticator);
    const options = await passwordlessOptions();
    expect(options.allowCredentials ?? []).toEqual([]);
    const assertion = authenticator.get(options);
    const done = await call<{ access_token: string; user: { id: string } }>(loginPasskey, {
      body: { passkey: assertion },
    });
    expect(done.status).toBe(200);
    expect(done.body.user.id).toBe(user.id);
    const db = await getDb();
    const signIns = await db
      .select({ detail: accountEvents.detail })
      .from(accountEvents)
      .where(and(eq(accountEvents.user_id, user.id), eq(accountEvents.kind, "sign_in")));
    expect(signIns).toContainEqual({ detail: { method: "passkey", client: "api" } });

    const replay = await call(loginPasskey, { body: { passkey: assertion } });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ detail: "This passkey request has expired. Please try again." });

    const unverified = await call(loginPasskey, {
      body: { passkey: authenticator.get(await passwordlessOptions(), { userVerified: false }) },
    });
    expect(unverified.status).toBe(401);
    const forged = authenticator.get(await passwordlessOptions());
    forged.response.signature = authenticator.get(await passwordlessOptions()).response.signature;
    expect((await call(loginPasskey, { body: { passkey: forged } })).status).toBe(401);
  });
});

describe("managing passkeys", () => {
  it("rename; removing needs the password, and the last factor takes the recovery codes with it", async () => {
    const { token, user, password } = await registerUser();
    const { passkey } = await addKey(token, password, new SoftAuthenticator(), "Phone");
    const renamed = await call(renamePasskey, {
      method: "PUT",
      token,
      params: { passkey_id: passkey.passkey_id },
      body: { name: "Work phone" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ passkey_id: passkey.passkey_id, name: "Work phone" });

    const refused = await call(removePasskey, {
      method: "DELETE",
      token,
      params: { passkey_id: passkey.passkey_id },
      body: { password: "wrong-wrong" },
    });
    expect(refused.status).toBe(400);
    const removed = await call(removePasskey, {
      method: "DELETE",
      token,
      params: { passkey_id: passkey.passkey_id },
      body: { password },
    });
    expect(removed.status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(passkeys).where(eq(passkeys.user_id, user.id))).toEqual([]);
    expect((await call(status, { token })).body).toEqual({
      enabled: false,
      totp_enabled: false,
      passkeys: [],
      recovery_codes_left: 0,
    });
    expect((await call(login, { body: { email: user.email, password } })).body.access_token).toEqual(
      expect.any(String),
    );
  });
});

describe("the passwordless challenge", () => {
  it("is limited per network address: each one is a stored row anyone may ask for", async () => {
    const from = { "x-forwarded-for": "198.51.100.77" };
    for (let i = 0; i < 30; i++) {
      expect((await call(loginPasskeyOptions, { method: "POST", headers: from })).status).toBe(200);
    }
    const refused = await call<{ detail: string }>(loginPasskeyOptions, { method: "POST", headers: from });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many passkey sign-in attempts from your network\. Please try again in/);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const other = await call(loginPasskeyOptions, { method: "POST", headers: { "x-forwarded-for": "198.51.100.78" } });
    expect(other.status).toBe(200);
  });
});
