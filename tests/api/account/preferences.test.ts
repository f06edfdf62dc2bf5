import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/me/route";
import { PUT as preferences } from "@/app/api/preferences/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { markDashboardSeen } from "@/lib/identity/account/service";
import { call, registerUser } from "../../support/api";

describe("PUT /api/preferences", () => {
  it("starts on the system theme with the welcome card open", async () => {
    const { token } = await registerUser();
    expect((await call(me, { token })).body).toMatchObject({ theme: "system", welcome_dismissed: false });
  });

  it("saves the theme and keeps the welcome card closed", async () => {
    const { token } = await registerUser();
    const dark = await call(preferences, { method: "PUT", token, body: { theme: "dark" } });
    expect(dark.status).toBe(200);
    expect(dark.body).toEqual({
      preferences: { theme: "dark", welcome_dismissed: false },
      detail: "Preferences saved",
    });
    const closed = await call(preferences, { method: "PUT", token, body: { welcome_dismissed: true } });
    // a field left out stays as it was
    expect(closed.body.preferences).toEqual({ theme: "dark", welcome_dismissed: true });
    expect((await call(me, { token })).body).toMatchObject({ theme: "dark", welcome_dismissed: true });
  });

  it("refuses an unknown theme, a wrong type and an empty change, and keeps what is saved", async () => {
    const { token } = await registerUser();
    await call(preferences, { method: "PUT", token, body: { theme: "light" } });
    const purple = await call(preferences, { method: "PUT", token, body: { theme: "purple" } });
    expect(purple.status).toBe(400);
    expect(purple.body).toEqual({ detail: "Theme must be one of system, light, dark" });
    const yes = await call(preferences, { method: "PUT", token, body: { welcome_dismissed: "yes" } });
    expect(yes.status).toBe(400);
    expect(yes.body).toEqual({ detail: "welcome_dismissed must be true or false" });
    const empty = await call(preferences, { method: "PUT", token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ detail: "Send theme or welcome_dismissed" });
    expect((await call(me, { token })).body).toMatchObject({ theme: "light", welcome_dismissed: false });
  });

  it("asks for a sign-in", async () => {
    const res = await call(preferences, { method: "PUT", body: { theme: "dark" } });
    expect(res.status).toBe(401);
    expect(res.body).toHaveProperty("detail");
  });
});

describe("markDashboardSeen", () => {
  it("notes the first visit once", async () => {
    const { user } = await registerUser();
    const db = await getDb();
    const seen = async () =>
      (await db.select({ at: users.dashboard_seen_at }).from(users).where(eq(users.id, user.id)))[0]!.at;
    expect(await seen()).toBeNull();
    const first = new Date("2026-01-02T03:04:05Z");
    await markDashboardSeen(db, user.id, first);
    await markDashboardSeen(db, user.id, new Date("2026-02-01T00:00:00Z"));
    expect(await seen()).toEqual(first);
  });
});
