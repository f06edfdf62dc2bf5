/** `/api/tokens`: create (Pro), list and revoke personal access tokens, and what a created one can do. */
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { DELETE as revoke } from "@/app/api/tokens/[token_id]/route";
import { GET as listTokens, POST as createToken } from "@/app/api/tokens/route";
import { GET as foodDay, POST as addFood } from "@/app/api/food-entries/route";
import { GET as me } from "@/app/api/me/route";
import { getDb } from "@/db/client";
import { accountEvents, idempotencyKeys, personalAccessTokens } from "@/db/schema";
import { ACCOUNT_ROUTE, READ_ONLY_TOKEN } from "@/lib/identity/api-access/caller-checks";
import { ALREADY_CREATED, MAX_LIVE_TOKENS, TOKEN_NOT_FOUND, TOO_MANY_TOKENS } from "@/lib/identity/api-access/tokens";
import { hashToken } from "@/lib/identity/tokens";
import { call, registerUser } from "../../support/api";
import { personalToken, setPlan } from "../../support/personal-token";

const PRO_ONLY = "API access requires the Pro plan. Upgrade to continue.";
const DAY_MS = 86_400_000;
const apple = { food_name: "Apple", calories: 95, meal_type: "snack", date: "2026-01-05" };

type Created = { token_id: string; token: string; name: string; scope: string; expires_at: string | null };
type Listed = {
  tokens: {
    token_id: string;
    name: string;
    scope: string;
    created_at: string;
    last_used_at: string | null;
    expires_at: string | null;
    expired: boolean;
  }[];
};

async function proUser() {
  const registered = await registerUser();
  await setPlan(registered.user.id, "pro");
  return registered;
}

/** registration()'s password: every test user has it. */
const PASSWORD = "correct-horse";

/** A create as the form sends it: the owner's password confirms it. */
function create(token: string, body: Record<string, unknown>) {
  return call<Created>(createToken, { token, body: { current_password: PASSWORD, ...body }, path: "/api/tokens" });
}

function revokeToken(token: string, tokenId: string) {
  return call(revoke, { token, method: "DELETE", path: `/api/tokens/${tokenId}`, params: { token_id: tokenId } });
}

describe("creating a personal access token", () => {
  it("answers 201 with a vl_pat_ secret of 256 bits and its end; only the secret's hash is stored", async () => {
    const { user, token: appToken } = await proUser();
    for (const days of [30, 90, 365] as const) {
      const before = Date.now();
      const res = await create(appToken, { name: `  Script ${days}  `, scope: "read", expires_in_days: days });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: `Script ${days}`, scope: "read" });
      expect(res.body.token).toMatch(/^vl_pat_[A-Za-z0-9_-]{43,}$/);
      const end = new Date(res.body.expires_at!).getTime();
      expect(end).toBeGreaterThanOrEqual(before + days * DAY_MS);
      expect(end).toBeLessThanOrEqual(Date.now() + days * DAY_MS);
    }
    const yearly = await create(appToken, { name: "Yearly", scope: "read_write", expires_in_days: 365 });
    expect(yearly.status).toBe(201);
    expect(yearly.body).toMatchObject({ name: "Yearly", scope: "read_write" });

    const db = await getDb();
    const [row] = await db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, yearly.body.token_id));
    expect(row).toMatchObject({ user_id: user.id, name: "Yearly", scope: "read_write" });
    expect(row!.expires_at!.toISOString()).toBe(yearly.body.expires_at);
    expect(row!.token_hash).toBe(hashToken(yearly.body.token));
    expect(JSON.stringify(row)).not.toContain(yearly.body.token.slice("vl_pat_".length));
  });

  it("takes only name, scope and expiry: the owner, hash, id and dates sent are ignored", async () => {
    const { token: appToken, user } = await proUser();
    const other = await registerUser();
    const res = await create(appToken, {
      name: "Sneaky",
      scope: "read",
      expires_in_days: 30,
      user_id: other.user.id,
      token_hash: "0".repeat(64),
      id: "6a1f2d4e-0b3c-4d5e-8f9a-1b2c3d4e5f60",
      created_at: "2001-01-01T00:00:00Z",
      last_used_at: "2001-01-01T00:00:00Z",
    });
    expect(res.status).toBe(201);
    const db = await getDb();
    const [row] = await db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, res.body.token_id));
    expect(row!.user_id).toBe(user.id);
    expect(row!.id).not.toBe("6a1f2d4e-0b3c-4d5e-8f9a-1b2c3d4e5f60");
    expect(row!.token_hash).toBe(hashToken(res.body.token));
    expect(row!.last_used_at).toBeNull();
    expect(row!.created_at.getUTCFullYear()).toBeGreaterThan(2001);
    expect(await db.$count(personalAccessTokens, eq(personalAccessTokens.user_id, other.user.id))).toBe(0);
  });

  it("lists it without its secret, newest first", async () => {
    const { token: appToken } = await proUser();
    const first = await create(appToken, { name: "First", scope: "read", expires_in_days: 30 });
    const second = await create(appToken, { name: "Second", scope: "read_write", expires_in_days: 365 });
    const list = await call<Listed>(listTokens, { token: appToken, path: "/api/tokens" });
    expect(list.status).toBe(200);
    expect(list.body.tokens.map((t) => t.name)).toEqual(["Second", "First"]);
    expect(list.body.tokens[0]).toEqual({
      token_id: second.body.token_id,
      name: "Second",
      scope: "read_write",
      created_at: expect.any(String),
      last_used_at: null,
      expires_at: second.body.expires_at,
      expired: false,
    });
    expect(list.body.tokens[1]).toMatchObject({ expires_at: first.body.expires_at, expired: false });
    const text = JSON.stringify(list.body);
    expect(text).not.toContain(first.body.token);
    expect(text).not.toContain(second.body.token);
    expect(text).not.toContain("hash");
  });

  it("a created read token reads the diary and is refused a write; once revoked it answers 401", async () => {
    const { token: appToken } = await proUser();
    await call(addFood, { token: appToken, body: apple });
    const created = await create(appToken, { name: "Reader", scope: "read", expires_in_days: 30 });
    const { token, token_id } = created.body;

    const day = await call<unknown[]>(foodDay, { token, query: { date_param: apple.date } });
    expect(day.status).toBe(200);
    expect(day.body).toEqual([expect.objectContaining({ food_name: "Apple", calories: 95 })]);
    expect(await call(addFood, { token, body: apple })).toMatchObject({
      status: 403,
      body: { detail: READ_ONLY_TOKEN },
    });

    expect(await revokeToken(appToken, token_id)).toMatchObject({ status: 200, body: { detail: "Token revoked." } });
    expect((await call(foodDay, { token, query: { date_param: apple.date } })).status).toBe(401);
    expect((await call(me, { token })).status).toBe(401);
    const list = await call<Listed>(listTokens, { token: appToken });
    expect(list.body.tokens).toEqual([]);
    expect(await revokeToken(appToken, token_id)).toMatchObject({ status: 404, body: { detail: TOKEN_NOT_FOUND } });
  });

  it("a repeat with the same Idempotency-Key makes no second token and never answers or keeps the secret", async () => {
    const { user, token: appToken } = await proUser();
    const body = { name: "Retried", scope: "read", expires_in_days: 30, current_password: PASSWORD };
    const headers = { "Idempotency-Key": "create-retried-1" };
    const first = await call<Created>(createToken, { token: appToken, body, headers });
    expect(first.status).toBe(201);
    const again = await call(createToken, { token: appToken, body, headers });
    expect(again).toMatchObject({ status: 409, body: { detail: ALREADY_CREATED } });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const db = await getDb();
    expect(await db.$count(personalAccessTokens, eq(personalAccessTokens.user_id, user.id))).toBe(1);
    const kept = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.user_id, user.id));
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain(first.body.token.slice("vl_pat_".length));
  });

  it("records the create and the revoke in the account's activity", async () => {
    const { user, token: appToken } = await proUser();
    const created = await create(appToken, { name: "Shortcuts", scope: "read_write", expires_in_days: 90 });
    await revokeToken(appToken, created.body.token_id);
    const db = await getDb();
    const events = await db
      .select({ kind: accountEvents.kind, detail: accountEvents.detail })
      .from(accountEvents)
      .where(and(eq(accountEvents.user_id, user.id)))
      .orderBy(accountEvents.id);
    const tokenEvents = events.filter((e) => e.kind.startsWith("token_"));
    expect(tokenEvents).toEqual([
      {
        kind: "token_created",
        detail: { token_id: created.body.token_id, name: "Shortcuts", scope: "read_write", expires_in_days: 90 },
      },
      { kind: "token_revoked", detail: { token_id: created.body.token_id, name: "Shortcuts", scope: "read_write" } },
    ]);
    expect(JSON.stringify(events)).not.toContain(created.body.token);
  });
});

describe("who may manage tokens", () => {
  it("a Free, trial or Premium user cannot create one (402), and nothing is stored", async () => {
    const { user, token: appToken } = await registerUser(); // a new account is on the trial
    const body = { name: "Script", scope: "read", expires_in_days: 30 };
    expect(await create(appToken, body)).toMatchObject({ status: 402, body: { detail: PRO_ONLY } });
    for (const plan of ["free", "premium"] as const) {
      await setPlan(user.id, plan);
      expect(await create(appToken, body)).toMatchObject({ status: 402, body: { detail: PRO_ONLY } });
    }
    const db = await getDb();
    expect(await db.$count(personalAccessTokens, eq(personalAccessTokens.user_id, user.id))).toBe(0);
  });

  it("a user who left Pro still lists and revokes their tokens", async () => {
    const { user, token: appToken } = await proUser();
    const created = await create(appToken, { name: "Old script", scope: "read", expires_in_days: 30 });
    await setPlan(user.id, "free");
    const list = await call<Listed>(listTokens, { token: appToken });
    expect(list.status).toBe(200);
    expect(list.body.tokens.map((t) => t.name)).toEqual(["Old script"]);
    expect((await revokeToken(appToken, created.body.token_id)).status).toBe(200);
    expect((await call<Listed>(listTokens, { token: appToken })).body.tokens).toEqual([]);
  });

  it("a personal access token cannot list, create or revoke tokens (403), even read_write", async () => {
    const { user, token: appToken } = await proUser();
    const { token, tokenId } = await personalToken(user.id);
    expect(await call(listTokens, { token })).toMatchObject({ status: 403, body: { detail: ACCOUNT_ROUTE } });
    expect(await create(token, { name: "Child", scope: "read", expires_in_days: 30 })).toMatchObject({
      status: 403,
      body: { detail: ACCOUNT_ROUTE },
    });
    expect(await revokeToken(token, tokenId)).toMatchObject({ status: 403, body: { detail: ACCOUNT_ROUTE } });
    const list = await call<Listed>(listTokens, { token: appToken });
    expect(list.body.tokens.map((t) => t.token_id)).toEqual([tokenId]);
  });

  it("another user's token, an unknown id and a malformed id are 404 'Token not found.'", async () => {
    const owner = await proUser();
    const { token, tokenId } = await personalToken(owner.user.id, { scope: "read" });
    const other = await proUser();
    for (const id of [tokenId, "00000000-0000-4000-8000-000000000000", "not-a-token"]) {
      expect(await revokeToken(other.token, id)).toMatchObject({ status: 404, body: { detail: TOKEN_NOT_FOUND } });
    }
    expect((await call(me, { token })).status).toBe(200);
    expect((await call<Listed>(listTokens, { token: other.token })).body.tokens).toEqual([]);
  });
});

describe("what a create accepts", () => {
  it("refuses bad input with a detail naming the field", async () => {
    const { user, token: appToken } = await proUser();
    const good = { name: "Script", scope: "read", expires_in_days: 30 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, name: "   " }, "Name is required"],
      [{ ...good, name: "x".repeat(101) }, "Name must be at most 100 characters"],
      [{ scope: "read", expires_in_days: 30 }, "Name is required"],
      [{ ...good, scope: "admin" }, 'Scope must be "read" or "read_write"'],
      [{ ...good, scope: undefined }, "Scope is required"],
      [{ ...good, expires_in_days: 7 }, "Expires in days must be 30, 90 or 365"],
      [{ ...good, expires_in_days: "30" }, "Expires in days must be 30, 90 or 365"],
      [{ name: "Script", scope: "read" }, "Expires in days is required (30, 90 or 365)"],
    ];
    for (const [body, detail] of cases) {
      expect(await create(appToken, body)).toMatchObject({ status: 400, body: { detail } });
    }
    expect((await create(appToken, { ...good, name: "x".repeat(100) })).status).toBe(201);
    const db = await getDb();
    expect(await db.$count(personalAccessTokens, eq(personalAccessTokens.user_id, user.id))).toBe(1);
  });

  it(`holds at most ${MAX_LIVE_TOKENS} live tokens: the next is 409; an expired one does not count`, async () => {
    const { user, token: appToken } = await proUser();
    for (let i = 1; i <= MAX_LIVE_TOKENS; i++) {
      expect((await create(appToken, { name: `Token ${i}`, scope: "read", expires_in_days: 30 })).status).toBe(201);
    }
    const refused = await create(appToken, { name: "One too many", scope: "read", expires_in_days: 30 });
    expect(refused).toMatchObject({ status: 409, body: { detail: TOO_MANY_TOKENS } });

    const db = await getDb();
    const [oldest] = await db
      .select({ id: personalAccessTokens.id })
      .from(personalAccessTokens)
      .where(and(eq(personalAccessTokens.user_id, user.id), eq(personalAccessTokens.name, "Token 1")));
    await db
      .update(personalAccessTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(personalAccessTokens.id, oldest!.id));
    expect((await create(appToken, { name: "Replacement", scope: "read", expires_in_days: 30 })).status).toBe(201);

    const list = await call<Listed>(listTokens, { token: appToken });
    expect(list.body.tokens).toHaveLength(MAX_LIVE_TOKENS + 1);
    expect(list.body.tokens.filter((t) => t.expired).map((t) => t.token_id)).toEqual([oldest!.id]);
  });
});
