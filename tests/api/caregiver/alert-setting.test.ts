/** PUT /api/family/members/{user_id}/alerts: a caregiver turns a missed-dose alert on or off. */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { PUT } from "@/app/api/family/members/[user_id]/alerts/route";
import { getDb } from "@/db/client";
import { familyAccess, familyMembers } from "@/db/schema";
import { setFamilyAccess } from "@/lib/family/members";
import { call, registerUser } from "../../support/api";
import { familyOf, grantAccess } from "../../support/caregiver-family";

const put = (token: string, userId: string, body: unknown) =>
  call(PUT, {
    method: "PUT",
    path: `/api/family/members/${userId}/alerts`,
    token,
    params: { user_id: userId },
    body,
  });

async function minutesOf(memberId: string, viewerId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ minutes: familyAccess.missed_dose_minutes, since: familyAccess.alert_since })
    .from(familyAccess)
    .where(and(eq(familyAccess.user_id, memberId), eq(familyAccess.viewer_id, viewerId)));
  return row;
}

/** A member who shares `areas` with a caregiver in one family. */
async function family(areas: ("medications" | "vitals" | "journal")[] = ["medications"]) {
  const member = await registerUser({ name: "Maria" });
  const viewer = await registerUser({ name: "Victor" });
  await familyOf(member.user.id, viewer.user.id);
  await grantAccess(member.user.id, viewer.user.id, areas, { since: new Date("2026-01-01T00:00:00Z") });
  return { member, viewer };
}

describe("PUT /api/family/members/{user_id}/alerts", () => {
  it("turns the alert on with the minutes chosen, changes them, and turns it off", async () => {
    const { member, viewer } = await family();
    const on = await put(viewer.token, member.user.id, { missed_dose_minutes: 60 });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ missed_dose_minutes: 60 });
    const saved = await minutesOf(member.user.id, viewer.user.id);
    expect(saved?.minutes).toBe(60);
    // doses from now on: the alert's start moves to this change
    const since = saved!.since!.getTime();
    expect(since).toBeGreaterThan(Date.now() - 60_000);
    // saving the same minutes again keeps the start, so a dose late now is still told
    await put(viewer.token, member.user.id, { missed_dose_minutes: 60 });
    expect((await minutesOf(member.user.id, viewer.user.id))!.since!.getTime()).toBe(since);
    expect((await put(viewer.token, member.user.id, { missed_dose_minutes: 5 })).body).toEqual({
      missed_dose_minutes: 5,
    });
    expect((await put(viewer.token, member.user.id, { missed_dose_minutes: 1440 })).body).toEqual({
      missed_dose_minutes: 1440,
    });
    const off = await put(viewer.token, member.user.id, { missed_dose_minutes: null });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ missed_dose_minutes: null });
    expect(await minutesOf(member.user.id, viewer.user.id)).toEqual({ minutes: null, since: null });
  });

  it("keeps the alert's start when the member changes what they share, medications still in", async () => {
    const { member, viewer } = await family();
    await put(viewer.token, member.user.id, { missed_dose_minutes: 60 });
    const since = (await minutesOf(member.user.id, viewer.user.id))!.since!.getTime();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const db = await getDb();
    await setFamilyAccess(db, member.user.id, viewer.user.id, { areas: ["medications", "vitals"] });
    expect((await minutesOf(member.user.id, viewer.user.id))!.since!.getTime()).toBe(since);
    // medications no longer shared: the alert is off
    await setFamilyAccess(db, member.user.id, viewer.user.id, { areas: ["vitals"] });
    expect(await minutesOf(member.user.id, viewer.user.id)).toEqual({ minutes: null, since: null });
  });

  it("refuses minutes outside 5 to 1440, fractions, text and a missing field with a detail", async () => {
    const { member, viewer } = await family();
    const detail =
      "missed_dose_minutes must be a whole number of minutes from 5 to 1440, or null to turn the alert off";
    for (const body of [
      { missed_dose_minutes: 4 },
      { missed_dose_minutes: 1441 },
      { missed_dose_minutes: 30.5 },
      { missed_dose_minutes: "60" },
      { missed_dose_minutes: -60 },
      {},
    ]) {
      const res = await put(viewer.token, member.user.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail, JSON.stringify(body)).toContain(detail);
    }
    expect((await minutesOf(member.user.id, viewer.user.id))?.minutes).toBeNull();
  });

  it("is a 404 when the member does not share medications with the caller", async () => {
    const { member, viewer } = await family(["vitals", "journal"]);
    const res = await put(viewer.token, member.user.id, { missed_dose_minutes: 60 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Not found." });
    expect((await minutesOf(member.user.id, viewer.user.id))?.minutes).toBeNull();
  });

  it("is a 404 for a viewer outside the member's family, even with an access row", async () => {
    const member = await registerUser();
    const outsider = await registerUser();
    const stranger = await registerUser();
    await familyOf(member.user.id);
    await familyOf(stranger.user.id, outsider.user.id); // another family
    await grantAccess(member.user.id, outsider.user.id, ["medications"]);
    const res = await put(outsider.token, member.user.id, { missed_dose_minutes: 60 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Not found." });
    expect((await minutesOf(member.user.id, outsider.user.id))?.minutes).toBeNull();
  });

  it("is a 404 once the caller has left the family", async () => {
    const { member, viewer } = await family();
    const db = await getDb();
    await db.delete(familyMembers).where(eq(familyMembers.user_id, viewer.user.id));
    expect((await put(viewer.token, member.user.id, { missed_dose_minutes: 60 })).status).toBe(404);
  });

  it("is a 404, alike, for the caller's own id, a member who shares nothing with the caller, an unknown id and a malformed one", async () => {
    const { member, viewer } = await family();
    const third = await registerUser();
    const db = await getDb();
    const [membership] = await db.select().from(familyMembers).where(eq(familyMembers.user_id, member.user.id));
    await db.insert(familyMembers).values({ user_id: third.user.id, family_id: membership!.family_id, role: "member" });
    for (const id of [viewer.user.id, third.user.id, randomUUID(), "not-a-uuid"]) {
      const res = await put(viewer.token, id, { missed_dose_minutes: 60 });
      expect(res.status, id).toBe(404);
      expect(res.body, id).toEqual({ detail: "Not found." });
    }
    // the member the caller does not watch cannot set an alert on the caller's behalf either
    expect((await put(third.token, member.user.id, { missed_dose_minutes: 60 })).status).toBe(404);
    expect((await minutesOf(member.user.id, viewer.user.id))?.minutes).toBeNull();
  });

  it("answers 401 without a sign-in", async () => {
    const { member } = await family();
    const res = await call(PUT, {
      method: "PUT",
      params: { user_id: member.user.id },
      body: { missed_dose_minutes: 60 },
    });
    expect(res.status).toBe(401);
  });
});
