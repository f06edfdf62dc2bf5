/**
 * The browser's sign-in (next-auth's Credentials authorize): a correct password on an account
 * with two factors creates no session and is refused with the second step's token; the second
 * step then creates the session row. Each completed sign-in is a "sign_in" event of the browser.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as loginPasskeyOptions } from "@/app/api/login/passkey/options/route";
import { getDb } from "@/db/client";
import { accountEvents, authTokens } from "@/db/schema";
import { authorizeBrowserSignIn, SecondStepRequired } from "@/lib/identity/sign-in/browser-sign-in";
import { call, registerUser } from "../../support/api";
import { enableTotp, totpCode } from "../../support/two-factor";
import { SoftAuthenticator } from "../../support/webauthn";
import { POST as addPasskey } from "@/app/api/two-factor/passkeys/route";
import { POST as registrationOptions } from "@/app/api/two-factor/passkeys/options/route";

const request = () =>
  new Request("http://localhost:3000/api/auth/callback/credentials", {
    method: "POST",
    headers: { "user-agent": "vitest-browser", "x-forwarded-for": "10.20.0.1" },
  });

async function sessions(userId: string) {
  const db = await getDb();
  return db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.user_id, userId), eq(authTokens.kind, "session")));
}

async function signIns(userId: string) {
  const db = await getDb();
  const rows = await db
    .select({ detail: accountEvents.detail })
    .from(accountEvents)
    .where(and(eq(accountEvents.user_id, userId), eq(accountEvents.kind, "sign_in")));
  return rows.map((r) => r.detail);
}

describe("browser sign-in", () => {
  it("a password alone makes a session and a sign_in event", async () => {
    const { user, password } = await registerUser();
    const signedIn = await authorizeBrowserSignIn({ email: user.email, password, callbackUrl: "/" }, request());
    expect(signedIn).toMatchObject({ id: user.id, email: user.email, sid: expect.any(String) });
    expect((await sessions(user.id)).map((s) => s.id)).toEqual([signedIn.sid]);
    expect(await signIns(user.id)).toEqual([{ method: "password", client: "browser" }]);
  });

  it("with two factors, the password makes no session; the code does", async () => {
    const { token, user, password } = await registerUser();
    const { secret } = await enableTotp(token, password);
    const refusal = await authorizeBrowserSignIn({ email: user.email, password }, request()).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(SecondStepRequired);
    const step = (refusal as SecondStepRequired).secondStep;
    expect(step.methods).toEqual(["totp", "recovery_code"]);
    // the token is on the error object, not in the code that next-auth may put in a URL
    expect((refusal as SecondStepRequired).code).not.toContain(step.mfa_token);
    expect(await sessions(user.id)).toEqual([]);

    const wrong = await authorizeBrowserSignIn({ mfa_token: step.mfa_token, code: "12345x" }, request()).catch(
      (e: unknown) => e,
    );
    expect((wrong as SecondStepRequired).code).toContain("Code must be the 6 digits");
    const signedIn = await authorizeBrowserSignIn(
      { mfa_token: step.mfa_token, code: totpCode(secret, 1), email: "", password: "" },
      request(),
    );
    expect(signedIn.id).toBe(user.id);
    expect((await sessions(user.id)).map((s) => s.id)).toEqual([signedIn.sid]);
    expect(await signIns(user.id)).toEqual([{ method: "totp", client: "browser" }]);
  });

  it("a passkey alone signs in, its answer sent as JSON text", async () => {
    const { token, user, password } = await registerUser();
    const authenticator = new SoftAuthenticator();
    const options = await call<{ options: Parameters<SoftAuthenticator["create"]>[0] }>(registrationOptions, {
      token,
      body: { password },
    });
    expect(
      (await call(addPasskey, { token, body: { credential: authenticator.create(options.body.options) } })).status,
    ).toBe(201);
    const challenge = await call<{ options: { challenge: string } }>(loginPasskeyOptions, { method: "POST" });
    const passkey = JSON.stringify(authenticator.get(challenge.body.options));
    const signedIn = await authorizeBrowserSignIn({ passkey }, request());
    expect(signedIn.id).toBe(user.id);
    expect(await signIns(user.id)).toEqual([{ method: "passkey", client: "browser" }]);
  });
});
