/**
 * How long a sign-in lives: a browser session ends after SESSION_IDLE_MINUTES without use
 * (default 30) and 30 days after it began at most; an app's bearer token lives its fixed 30
 * days. Each sign-in's last use is written at most once a minute, after the answer. The
 * clock is moved by writing `last_used_at` or by passing `now`, never by sleeping.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as listFood } from "@/app/api/food-entries/route";
import { POST as login } from "@/app/api/login/route";
import { GET as me } from "@/app/api/me/route";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import {
  createBrowserSession,
  findSignedIn,
  issueBearerToken,
  sessionCredential,
  touchSignIn,
  bearerCredential,
} from "@/lib/identity/sessions";
import { findUserBySessionCookie } from "@/lib/identity/sign-in/request-user";
import { settleAfterResponseTasks } from "@/lib/http/after-response";
import { env } from "@/lib/env";
import { localDateIn } from "@/lib/time/zones";
import { call, registerUser } from "../support/api";
import { sessionCookieFor } from "../support/session-cookie";

const MINUTE = 60_000;

async function row(id: string) {
  const [found] = await (await getDb()).select().from(t.authTokens).where(eq(t.authTokens.id, id));
  return found!;
}

async function setLastUsed(id: string, at: Date) {
  await (await getDb()).update(t.authTokens).set({ last_used_at: at }).where(eq(t.authTokens.id, id));
}

async function bearerRowId(token: string) {
  const db = await getDb();
  const [found] = await db
    .select({ id: t.authTokens.id })
    .from(t.authTokens)
    .where(eq(t.authTokens.token_hash, bearerCredential(token)!.key));
  return found!.id;
}

describe("browser session idle timeout", () => {
  it("defaults to 30 minutes", () => {
    expect(env().SESSION_IDLE_MINUTES).toBe(30);
  });

  it("a session unused for longer than the idle limit is refused; one used just inside it works", async () => {
    const { user } = await registerUser();
    const { cookie, sid } = await sessionCookieFor(user.id);
    await setLastUsed(sid, new Date(Date.now() - 29 * MINUTE));
    expect((await call(me, { headers: { cookie } })).status).toBe(200);

    const idle = await sessionCookieFor(user.id);
    await setLastUsed(idle.sid, new Date(Date.now() - 31 * MINUTE));
    expect((await call(me, { headers: { cookie: idle.cookie } })).status).toBe(401);
    // the one-statement read of a food day and the pages' lookup apply the same rule
    const date = localDateIn(user.time_zone as string);
    expect((await call(listFood, { headers: { cookie: idle.cookie }, query: { date_param: date } })).status).toBe(401);
    expect((await call(listFood, { headers: { cookie }, query: { date_param: date } })).status).toBe(200);
    expect(await findUserBySessionCookie(await getDb(), new Headers({ cookie: idle.cookie }))).toBeNull();
  });

  it("the lookup measures idleness against the clock it is given", async () => {
    const { user } = await registerUser();
    const db = await getDb();
    const sid = await createBrowserSession(db, user.id, "vitest");
    const start = (await row(sid)).last_used_at.getTime();
    const credential = sessionCredential(sid)!;
    expect(await findSignedIn(db, credential, new Date(start + 29 * MINUTE))).not.toBeNull();
    expect(await findSignedIn(db, credential, new Date(start + 31 * MINUTE))).toBeNull();
  });

  it("a session in use still ends 30 days after it began", async () => {
    const { user } = await registerUser();
    const db = await getDb();
    const sid = await createBrowserSession(db, user.id, "vitest");
    const { created_at, expires_at } = await row(sid);
    expect(Math.round((expires_at.getTime() - created_at.getTime()) / 86_400_000)).toBe(30);
    // used a minute before its end: still refused after it
    await setLastUsed(sid, new Date(expires_at.getTime() - MINUTE));
    expect(await findSignedIn(db, sessionCredential(sid)!, new Date(expires_at.getTime() - 30_000))).not.toBeNull();
    expect(await findSignedIn(db, sessionCredential(sid)!, new Date(expires_at.getTime() + 1000))).toBeNull();
  });
});

describe("app bearer tokens", () => {
  it("have no idle limit: a token unused for days still works until its 30 days end", async () => {
    const { token } = await registerUser();
    const id = await bearerRowId(token);
    await setLastUsed(id, new Date(Date.now() - 10 * 24 * 60 * MINUTE));
    expect((await call(me, { token })).status).toBe(200);
  });
});

describe("last use", () => {
  it("a request records the session's last use after its answer, at most once a minute", async () => {
    const { user } = await registerUser();
    const { cookie, sid } = await sessionCookieFor(user.id);
    const fiveMinutesAgo = new Date(Date.now() - 5 * MINUTE);
    await setLastUsed(sid, fiveMinutesAgo);
    expect((await call(me, { headers: { cookie } })).status).toBe(200);
    await settleAfterResponseTasks();
    const used = (await row(sid)).last_used_at.getTime();
    expect(Date.now() - used).toBeLessThan(MINUTE);

    // within the minute: no further write
    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await setLastUsed(sid, thirtySecondsAgo);
    expect((await call(me, { headers: { cookie } })).status).toBe(200);
    await settleAfterResponseTasks();
    expect((await row(sid)).last_used_at.getTime()).toBe(thirtySecondsAgo.getTime());
  });

  it("the one-statement food day read records it too", async () => {
    const { user } = await registerUser();
    const { cookie, sid } = await sessionCookieFor(user.id);
    await setLastUsed(sid, new Date(Date.now() - 5 * MINUTE));
    const date = localDateIn(user.time_zone as string);
    expect((await call(listFood, { headers: { cookie }, query: { date_param: date } })).status).toBe(200);
    await settleAfterResponseTasks();
    expect(Date.now() - (await row(sid)).last_used_at.getTime()).toBeLessThan(MINUTE);
  });

  it("a bearer token's use is recorded", async () => {
    const { token } = await registerUser();
    const id = await bearerRowId(token);
    await setLastUsed(id, new Date(Date.now() - 10 * MINUTE));
    expect((await call(me, { token })).status).toBe(200);
    await settleAfterResponseTasks();
    expect(Date.now() - (await row(id)).last_used_at.getTime()).toBeLessThan(MINUTE);
  });

  it("touchSignIn writes only when the last write is a minute old or more", async () => {
    const { user } = await registerUser();
    const db = await getDb();
    const sid = await createBrowserSession(db, user.id, "vitest");
    const credential = sessionCredential(sid)!;
    const start = (await row(sid)).last_used_at.getTime();
    expect(await touchSignIn(db, credential, new Date(start + 59_000))).toBe(false);
    expect((await row(sid)).last_used_at.getTime()).toBe(start);
    expect(await touchSignIn(db, credential, new Date(start + 61_000))).toBe(true);
    expect((await row(sid)).last_used_at.getTime()).toBe(start + 61_000);
    expect(await touchSignIn(db, credential, new Date(start + 90_000))).toBe(false);
  });

  it("an idle session is not revived by a late write of its last use", async () => {
    const { user } = await registerUser();
    const db = await getDb();
    const sid = await createBrowserSession(db, user.id, "vitest");
    const start = (await row(sid)).last_used_at.getTime();
    expect(await touchSignIn(db, sessionCredential(sid)!, new Date(start + 31 * MINUTE))).toBe(false);
  });
});

describe("where a sign-in was made from", () => {
  it("sessions and tokens store the client address and user agent they were created with", async () => {
    const { user, password } = await registerUser();
    const db = await getDb();
    const sid = await createBrowserSession(db, user.id, "Mozilla/5.0 (X11; Linux x86_64)", "198.51.100.7");
    expect((await row(sid)).ip).toBe("198.51.100.7");
    const token = await issueBearerToken(db, user.id, "vitalog-cli/1.0", "198.51.100.8");
    expect((await row(await bearerRowId(token))).ip).toBe("198.51.100.8");
    // the existing signatures keep working
    expect((await row(await createBrowserSession(db, user.id))).ip).toBeNull();
    const viaLogin = await call(login, { body: { email: user.email, password } });
    expect(viaLogin.status).toBe(200);
  });
});
