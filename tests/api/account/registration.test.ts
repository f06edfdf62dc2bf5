/**
 * One registration path for the API and the form's server action (`registerAccount`): the
 * account and its first token are one write, and the form's account is written in a
 * transaction too, so a failure inside it leaves no account behind.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { POST as register } from "@/app/api/register/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { registerAction } from "@/app/(auth)/login/actions";
import { call, registration } from "../../support/api";

const signIn = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("@/lib/identity/sign-in/next-auth", () => ({
  signIn,
  signOut: vi.fn(),
  auth: vi.fn(),
  SignInRefused: class extends Error {},
}));
// the action reads the client IP and user agent of its request
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "10.9.0.1" }) }));

/** A user agent a check constraint added below refuses, so the token's insert fails in the database. */
const FAIL = "FAILPROBE";

beforeAll(async () => {
  const db = await getDb();
  await db.execute(
    sql.raw(`alter table auth_tokens add constraint registration_probe check (user_agent is distinct from '${FAIL}')`),
  );
});
afterAll(async () => {
  await (await getDb()).execute(sql.raw("alter table auth_tokens drop constraint registration_probe"));
});

async function accountsOf(email: string) {
  return (await getDb()).select({ id: users.id, time_zone: users.time_zone }).from(users).where(eq(users.email, email));
}

describe("registration", () => {
  it("through the API: a token that cannot be written leaves no account", async () => {
    const body = registration();
    const res = await call(register, { body, headers: { "user-agent": FAIL } });
    expect(res.status).toBe(500);
    expect(await accountsOf(body.email)).toEqual([]);
    expect((await call(register, { body })).status).toBe(201);
  });

  it("through the form's action: creates the account, then signs in with the same credentials", async () => {
    const body = registration();
    expect(await registerAction(body)).toEqual({ ok: true });
    expect(await accountsOf(body.email)).toEqual([{ id: expect.any(String), time_zone: "Europe/Berlin" }]);
    expect(signIn).toHaveBeenLastCalledWith("credentials", {
      email: body.email,
      password: body.password,
      redirect: false,
    });
    expect(await registerAction(body)).toEqual({
      ok: false,
      detail: "An account with this email already exists. Please log in instead.",
    });
  });

  it("through the form's action: the account is written in a transaction that a failure rolls back", async () => {
    const db = await getDb();
    const transaction = db.transaction.bind(db);
    const spy = vi.spyOn(db, "transaction").mockImplementationOnce((write, config) =>
      transaction(async (tx) => {
        await write(tx);
        throw new Error("a later write in the transaction failed");
      }, config),
    );
    const body = registration();
    await expect(registerAction(body)).rejects.toThrow("a later write in the transaction failed");
    expect(spy).toHaveBeenCalledOnce();
    expect(await accountsOf(body.email)).toEqual([]);
    spy.mockRestore();
  });

  it("through the form's action: refuses bad input with the API's words", async () => {
    const body = registration({ height_cm: 99 });
    const api = await call(register, { body });
    expect(api.status).toBe(400);
    expect(await registerAction(body)).toEqual({ ok: false, detail: api.body.detail });
  });
});
