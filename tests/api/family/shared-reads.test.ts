/** `?member_id=` on the list routes: a member's data of an area they granted the caller, read-only; 404 otherwise. */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PUT as setAccessRoute } from "@/app/api/family/members/[user_id]/access/route";
import { getDb } from "@/db/client";
import { familyAccess } from "@/db/schema";
import { GET as getFamily } from "@/app/api/family/route";
import { DELETE as removeMember } from "@/app/api/family/members/[user_id]/route";
import { GET as listExercises } from "@/app/api/exercises/route";
import { GET as foodDay, POST as addFood } from "@/app/api/food-entries/route";
import { GET as listMetrics, POST as addMetric } from "@/app/api/health-metrics/route";
import { GET as listJournal, POST as addJournal } from "@/app/api/journal-entries/route";
import { GET as listDoses } from "@/app/api/medication-doses/route";
import { GET as listMedications, POST as addMedication } from "@/app/api/medications/route";
import { GET as listMigraines } from "@/app/api/migraines/route";
import { call, registerUser } from "../../support/api";
import { personalToken, setPlan } from "../../support/personal-token";
import { withFakeSmtp } from "../../support/smtp";
import { addMember, grant, proUser, type TestUser } from "./support";

const smtp = withFakeSmtp();
type Handler = Parameters<typeof call>[0];

const read = (handler: Handler, token: string, query: Record<string, string> = {}) =>
  call<unknown>(handler, { token, path: "/api/shared", query });

async function threeMembers() {
  const owner = await proUser("Alex Owner");
  const sharer = await registerUser({ name: "Sam Sharer" });
  const viewer = await registerUser({ name: "Vic Viewer" });
  await addMember(smtp, owner, sharer);
  await addMember(smtp, owner, viewer);
  await setPlan(sharer.user.id, "premium");
  await call(addMedication, { token: sharer.token, body: { name: "Metformin", dosage: "500 mg", time: "08:00" } });
  await call(addJournal, { token: sharer.token, body: { title: "Private", content: "Only mine", mood: 4 } });
  await call(addMetric, { token: sharer.token, body: { metric_type: "heart_rate", value: 61 } });
  await call(addFood, {
    token: sharer.token,
    body: { food_name: "Apple", calories: 95, meal_type: "snack", date: "2026-01-05" },
  });
  return { owner, sharer, viewer };
}

function expectNotFound(res: { status: number; body: unknown }) {
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ detail: "Not found." });
}

describe("reading a member's shared data", () => {
  it("a granted area answers the member's rows; every other area is 404 as another user's data", async () => {
    const { owner, sharer, viewer } = await threeMembers();
    const granted = await grant(sharer.token, viewer.user.id, ["medications"]);
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual({ user_id: viewer.user.id, areas: ["medications"] });

    const meds = await read(listMedications, viewer.token, { member_id: sharer.user.id });
    expect(meds.status).toBe(200);
    expect(meds.body).toMatchObject([{ name: "Metformin", dosage: "500 mg" }]);
    const own = await read(listMedications, viewer.token);
    expect(own.body).toEqual([]);
    const doses = await read(listDoses, viewer.token, {
      member_id: sharer.user.id,
      start: "2026-01-01",
      end: "2026-01-31",
    });
    expect(doses.status).toBe(200);

    const m = { member_id: sharer.user.id };
    expectNotFound(await read(listJournal, viewer.token, m));
    expectNotFound(await read(listMetrics, viewer.token, m));
    expectNotFound(await read(listMigraines, viewer.token, m));
    expectNotFound(await read(listExercises, viewer.token, m));
    expectNotFound(await read(foodDay, viewer.token, { ...m, date_param: "2026-01-05" }));
    // the grant is one way: the sharer sees nothing of the viewer, the owner nothing of the sharer
    expectNotFound(await read(listMedications, sharer.token, { member_id: viewer.user.id }));
    expectNotFound(await read(listMedications, owner.token, m));

    const family = await call<{ family: { members: { user_id: string; they_share: string[]; i_share: string[] }[] } }>(
      getFamily,
      { token: viewer.token },
    );
    expect(family.body.family.members.find((x) => x.user_id === sharer.user.id)).toMatchObject({
      they_share: ["medications"],
      i_share: [],
    });
  });

  it("every area can be granted, food through the ordinary path, and a personal token reads it too", async () => {
    const { sharer, viewer } = await threeMembers();
    await grant(sharer.token, viewer.user.id, ["journal", "food", "vitals", "vitals"]);
    const m = { member_id: sharer.user.id };
    expect((await read(listJournal, viewer.token, m)).body).toMatchObject([{ title: "Private", content: "Only mine" }]);
    expect((await read(listMetrics, viewer.token, m)).body).toMatchObject([{ metric_type: "heart_rate", value: 61 }]);
    const food = await read(foodDay, viewer.token, { ...m, date_param: "2026-01-05" });
    expect(food.status).toBe(200);
    expect(JSON.stringify(food.body)).toContain("Apple");
    expect(JSON.stringify((await read(foodDay, viewer.token, { date_param: "2026-01-05" })).body)).not.toContain(
      "Apple",
    );
    const { token: pat } = await personalToken(viewer.user.id, { scope: "read" });
    expect((await read(listJournal, pat, m)).status).toBe(200);
  });

  it("a stranger, an unknown or malformed member_id, or the caller's own id is 404", async () => {
    const { sharer, viewer } = await threeMembers();
    await grant(sharer.token, viewer.user.id, ["medications"]);
    const stranger = await registerUser();
    expectNotFound(await read(listMedications, stranger.token, { member_id: sharer.user.id }));
    expectNotFound(await read(listMedications, viewer.token, { member_id: "00000000-0000-4000-8000-000000000000" }));
    expectNotFound(await read(listMedications, viewer.token, { member_id: "nope" }));
    expectNotFound(await read(listMedications, viewer.token, { member_id: "" }));
    expectNotFound(await read(listMedications, viewer.token, { member_id: viewer.user.id }));
    expectNotFound(await read(foodDay, stranger.token, { member_id: sharer.user.id }));
  });

  it("writes never take member_id: a create lands in the caller's own data", async () => {
    const { sharer, viewer } = await threeMembers();
    await grant(sharer.token, viewer.user.id, ["journal"]);
    const res = await call(addJournal, {
      token: viewer.token,
      query: { member_id: sharer.user.id },
      body: { title: "Mine", content: "x", mood: 3 },
    });
    expect(res.status).toBe(201);
    const theirs = (await read(listJournal, viewer.token, { member_id: sharer.user.id })).body as { title: string }[];
    expect(theirs.map((e) => e.title)).toEqual(["Private"]);
  });

  it("removing the member ends the access both ways at once", async () => {
    const { owner, sharer, viewer } = await threeMembers();
    await grant(sharer.token, viewer.user.id, ["medications"]);
    await grant(viewer.token, sharer.user.id, ["medications"]);
    expect((await read(listMedications, viewer.token, { member_id: sharer.user.id })).status).toBe(200);
    await call(removeMember, {
      token: owner.token,
      method: "DELETE",
      params: { user_id: viewer.user.id },
    });
    expectNotFound(await read(listMedications, viewer.token, { member_id: sharer.user.id }));
    expectNotFound(await read(listMedications, sharer.token, { member_id: viewer.user.id }));
  });
});

describe("granting", () => {
  it("only another member of the caller's family can be granted; areas are checked", async () => {
    const { owner, sharer } = await threeMembers();
    const stranger: TestUser = await registerUser();
    const refuse = async (token: string, id: string) => {
      const res = await grant(token, id, ["vitals"]);
      expect(res.status).toBe(404);
    };
    await refuse(sharer.token, stranger.user.id);
    await refuse(stranger.token, sharer.user.id);
    await refuse(sharer.token, sharer.user.id);
    await refuse(sharer.token, "bad");
    const bad = await grant(sharer.token, owner.user.id, ["medications", "diary"]);
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/medications, vitals, migraines, exercise, food, journal/);
    const none = await grant(sharer.token, owner.user.id, []);
    expect(none.body).toEqual({ user_id: owner.user.id, areas: [] });
  });
});

describe("mass assignment", () => {
  it("an access body sets the areas only: another sharer, viewer or alert in it changes nothing", async () => {
    const { owner, sharer, viewer } = await threeMembers();
    const res = await grant(sharer.token, viewer.user.id, ["vitals"]);
    expect(res.status).toBe(200);
    const forged = await call(setAccessRoute, {
      token: sharer.token,
      method: "PUT",
      params: { user_id: viewer.user.id },
      body: { areas: ["journal"], user_id: owner.user.id, viewer_id: owner.user.id, missed_dose_minutes: 5 },
    });
    expect(forged.body).toEqual({ user_id: viewer.user.id, areas: ["journal"] });
    const db = await getDb();
    const rows = await db.select().from(familyAccess).where(eq(familyAccess.user_id, sharer.user.id));
    expect(rows).toMatchObject([{ viewer_id: viewer.user.id, areas: ["journal"], missed_dose_minutes: null }]);
    expect(await db.select().from(familyAccess).where(eq(familyAccess.user_id, owner.user.id))).toEqual([]);
  });
});
