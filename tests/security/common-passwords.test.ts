/**
 * Common passwords are refused wherever a password is chosen: registration (the API and the
 * form's server action), a password change and a reset. The minimum length keeps its own
 * message; the list of common passwords stays on the server.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { POST as changePassword } from "@/app/api/change-password/route";
import { POST as requestReset } from "@/app/api/password-reset/route";
import { POST as confirmReset } from "@/app/api/password-reset/confirm/route";
import { POST as register } from "@/app/api/register/route";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import { COMMON_PASSWORD, isCommonPassword } from "@/lib/identity/common-passwords";
import { registerAction } from "@/app/(auth)/login/actions";
import { linksIn } from "../fakes/smtp";
import { call, registerUser, registration } from "../support/api";
import { withFakeSmtp } from "../support/smtp";
import { userRow } from "./fixtures";

vi.mock("@/lib/identity/sign-in/next-auth", () => ({
  signIn: vi.fn(async () => undefined),
  signOut: vi.fn(),
  auth: vi.fn(),
  SignInRefused: class extends Error {},
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "user-agent": "vitest" }) }));

const smtp = withFakeSmtp();
const COMMON = ["123456", "password", "aaaaaa", "PASSWORD", "Qwerty123", "letmein", "abcdef", "654321", "zzzzzzzzzz"];
const refusedCommon = { status: 400, body: { detail: COMMON_PASSWORD } };
const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

describe("the check", () => {
  it("refuses the list's passwords in any case, one repeated character, and plain sequences", () => {
    for (const p of [...COMMON, "iloveyou", "1q2w3e4r", "987654321", "qwertyuiop", "!!!!!!!!"]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    for (const p of ["correct-horse", "brand-new-pass", "tofu & 7 plums", "aaaaab-zq"]) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });

  it("the list is a server-only module, and no client-shared file imports it", () => {
    const root = path.join(import.meta.dirname, "../..");
    const source = readFileSync(path.join(root, "lib/identity/common-passwords.ts"), "utf8");
    expect(source).toMatch(/^import "server-only";$/m);
    for (const shared of ["lib/identity/schema.ts", "components/auth/registration.ts"]) {
      expect(readFileSync(path.join(root, shared), "utf8")).not.toMatch(/zxcvbn|common-passwords/);
    }
  });
});

describe("register", () => {
  it("refuses a common password with a clear detail and creates no account", async () => {
    for (const password of COMMON) {
      const body = registration({ password });
      expect(answer(await call(register, { body })), password).toEqual(refusedCommon);
      expect(await (await getDb()).select().from(t.users).where(eq(t.users.email, body.email))).toEqual([]);
    }
  });

  it("keeps the minimum length and its message", async () => {
    const res = await call(register, { body: registration({ password: "ab12x" }) });
    expect(answer(res)).toEqual({ status: 400, body: { detail: "Password must be at least 6 characters long" } });
  });

  it("the form's server action refuses it too, with the same detail", async () => {
    expect(await registerAction(registration({ password: "password1" }))).toEqual({
      ok: false,
      detail: COMMON_PASSWORD,
    });
  });
});

describe("change password", () => {
  it("refuses a common new password and keeps the old one", async () => {
    const { token, user, password } = await registerUser();
    const before = (await userRow(user.id)).password_hash;
    const res = await call(changePassword, { token, body: { current_password: password, new_password: "iloveyou" } });
    expect(answer(res)).toEqual(refusedCommon);
    expect((await userRow(user.id)).password_hash).toBe(before);
  });
});

describe("password reset", () => {
  it("refuses a common new password and leaves the link usable", async () => {
    const { user } = await registerUser();
    expect((await call(requestReset, { body: { email: user.email } })).status).toBe(200);
    const mail = await smtp.waitForMail(user.email, /Reset your vitalog password/);
    const token = new URL(linksIn(mail).find((l) => l.includes("token="))!).searchParams.get("token")!;
    const before = (await userRow(user.id)).password_hash;
    expect(answer(await call(confirmReset, { body: { token, new_password: "111111" } }))).toEqual(refusedCommon);
    expect((await userRow(user.id)).password_hash).toBe(before);
    expect((await call(confirmReset, { body: { token, new_password: "tofu & 7 plums" } })).status).toBe(200);
  });
});
