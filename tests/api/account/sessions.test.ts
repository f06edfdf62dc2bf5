/** Sign-ins end when they should: logout, password change, account deletion; cookies and CSRF. */
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { POST as changePassword } from "@/app/api/change-password/route";
import { DELETE as deleteAccount } from "@/app/api/delete-account/route";
import { POST as login } from "@/app/api/login/route";
import { POST as logout } from "@/app/api/logout/route";
import { GET as me } from "@/app/api/me/route";
import { PUT as profile } from "@/app/api/profile/route";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import { call, registerUser, registration } from "../../support/api";
import { sessionCookieFor } from "../../support/session-cookie";

describe("bearer tokens", () => {
  it("logout ends that token only", async () => {
    const { token, user, password } = await registerUser();
    const other = (await call(login, { body: { email: user.email, password } })).body.access_token as string;
    expect((await call(logout, { method: "POST", token })).status).toBe(200);
    expect((await call(me, { token })).status).toBe(401);
    expect((await call(me, { token: other })).status).toBe(200);
  });

  it("an expired token is refused", async () => {
    const { token, user } = await registerUser();
    const db = await getDb();
    await db
      .update(t.authTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(t.authTokens.user_id, user.id));
    const res = await call(me, { token });
    expect(res.status).toBe(401);
  });

  it("expires 30 days after it is issued", async () => {
    const { user } = await registerUser();
    const db = await getDb();
    const [row] = await db.select().from(t.authTokens).where(eq(t.authTokens.user_id, user.id));
    const days = (row!.expires_at.getTime() - row!.created_at.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });
});

describe("browser session cookie", () => {
  it("opens /api/me and is ended by logout", async () => {
    const { user } = await registerUser();
    const { cookie } = await sessionCookieFor(user.id);
    expect((await call(me, { headers: { cookie } })).status).toBe(200);
    const out = await call(logout, { method: "POST", headers: { cookie, origin: "http://localhost:3000" } });
    expect(out.status).toBe(200);
    expect((await call(me, { headers: { cookie } })).status).toBe(401);
  });

  it("a write from a foreign origin is refused and changes nothing", async () => {
    const { user } = await registerUser();
    const { cookie } = await sessionCookieFor(user.id);
    const body = { ...registration(), email: user.email, name: "Mallory" };
    const res = await call(profile, { method: "PUT", headers: { cookie, origin: "https://evil.example" }, body });
    expect(res.status).toBe(403);
    expect((await call(me, { headers: { cookie } })).body.name).toBe("Alex Doe");
    const sameSite = await call(profile, { method: "PUT", headers: { cookie, origin: "http://localhost:3000" }, body });
    expect(sameSite.status).toBe(200);
    expect((sameSite.body.user as { name: string }).name).toBe("Mallory");
  });

  it("a cross-site write without an Origin header is refused", async () => {
    const { user } = await registerUser();
    const { cookie } = await sessionCookieFor(user.id);
    const res = await call(logout, { method: "POST", headers: { cookie, "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
  });
});

describe("password change", () => {
  it("ends every other session and token, keeps the current one, and the new password works", async () => {
    const { token, user, password } = await registerUser();
    const second = (await call(login, { body: { email: user.email, password } })).body.access_token as string;
    const { cookie } = await sessionCookieFor(user.id);
    const res = await call(changePassword, {
      token,
      body: { current_password: password, new_password: "new-secret-1" },
    });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe("Password changed successfully!");
    expect((await call(me, { token })).status).toBe(200);
    expect((await call(me, { token: second })).status).toBe(401);
    expect((await call(me, { headers: { cookie } })).status).toBe(401);
    expect((await call(login, { body: { email: user.email, password } })).status).toBe(401);
    expect((await call(login, { body: { email: user.email, password: "new-secret-1" } })).status).toBe(200);
  });
});

describe("account deletion", () => {
  it("deletes every row of the user and ends all sign-ins; other users keep theirs", async () => {
    const { token, user, password } = await registerUser();
    const bystander = await registerUser();
    const db = await getDb();
    for (const id of [user.id, bystander.user.id]) {
      await db.insert(t.foodEntries).values({ user_id: id, food_name: "Apple", calories: 95, date: "2026-11-21" });
      await db
        .insert(t.exercises)
        .values({ user_id: id, exercise_name: "Run", duration_minutes: 30, date: "2026-11-21" });
      await db.insert(t.migraines).values({ user_id: id, severity: 5, date: "2026-11-21", time: "08:00" });
      await db
        .insert(t.healthMetrics)
        .values({ user_id: id, metric_type: "heart_rate", value: 60, date: "2026-11-21" });
      const [med] = await db
        .insert(t.medications)
        .values({ user_id: id, name: "Ibuprofen", dosage: "200 mg" })
        .returning();
      await db
        .insert(t.medicationDoses)
        .values({ user_id: id, medication_id: med!.medication_id, date: "2026-11-21", time: "08:00", status: "taken" });
      await db
        .insert(t.journalEntries)
        .values({ user_id: id, date: "2026-11-21", title: "Day", mood: 7, energy: 6, stress: 4, sleep: 8 });
    }
    const { cookie } = await sessionCookieFor(user.id);
    const res = await call(deleteAccount, { method: "DELETE", token, body: { current_password: password } });
    expect(res.status).toBe(200);
    expect((await call(me, { token })).status).toBe(401);
    expect((await call(me, { headers: { cookie } })).status).toBe(401);
    const tables = [
      "users",
      "auth_tokens",
      "food_entries",
      "exercises",
      "migraines",
      "health_metrics",
      "medications",
      "medication_doses",
      "journal_entries",
      "user_tokens",
    ];
    for (const table of tables) {
      const column = table === "users" ? "id" : "user_id";
      const count = async (id: string) => {
        const result = (await db.execute(
          sql.raw(`select count(*)::int as n from ${table} where ${column} = '${id}'`),
        )) as unknown as {
          rows: { n: number }[];
        };
        return result.rows[0]!.n;
      };
      expect(await count(user.id), `${table} of the deleted user`).toBe(0);
      if (table !== "user_tokens")
        expect(await count(bystander.user.id), `${table} of the other user`).toBeGreaterThan(0);
    }
    expect((await call(me, { token: bystander.token })).status).toBe(200);
  });
});
