/**
 * Who read whose shared data, and the changes to what is shared: a family member's read of
 * another's area and a provider link's open or download reach the owner's account activity
 * (one event per reader, area and way in per window, not one per request); creating and
 * revoking a link, invitations, joins, departures and grants reach the activity of both
 * parties; the access log line names the member whose data was read and never a query value.
 */
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { GET as activity } from "@/app/api/account-activity/route";
import { DELETE as cancelInvitationRoute } from "@/app/api/family/invitations/[invitation_id]/route";
import { DELETE as removeMember } from "@/app/api/family/members/[user_id]/route";
import { GET as foodDay } from "@/app/api/food-entries/route";
import { GET as listMetrics, POST as addMetric } from "@/app/api/health-metrics/route";
import { GET as listMedications } from "@/app/api/medications/route";
import { DELETE as revokeShareRoute } from "@/app/api/shares/[share_id]/route";
import { getDb } from "@/db/client";
import { medications, sharedReadMarks } from "@/db/schema";
import { accountEventLabel } from "@/lib/identity/account/activity-labels";
import { runCaregiverAlerts } from "@/lib/caregiver/missed-doses";
import { captureLogsForTesting } from "@/lib/log";
import { findLiveShare, recordShareOpen } from "@/lib/shares/link";
import { call, registerUser } from "../support/api";
import { familyOf, grantAccess } from "../support/caregiver-family";
import { withFakeSmtp } from "../support/smtp";
import {
  addMember,
  grant,
  invitationToken,
  joinWith,
  proUser,
  sendInvitation,
  verifyEmail,
} from "../api/family/support";
import { create, download, tokenOf } from "../api/shares/support";

const smtp = withFakeSmtp();

type Event = { event_id: number; kind: string; detail: Record<string, string | number | boolean | null> | null };

async function events(token: string): Promise<Event[]> {
  const res = await call<{ events: Event[] }>(activity, {
    token,
    path: "/api/account-activity",
    query: { limit: "100" },
  });
  expect(res.status).toBe(200);
  return res.body.events;
}

const labels = async (token: string) => (await events(token)).map((e) => accountEventLabel(e.kind, e.detail));
const reads = async (token: string) => (await events(token)).filter((e) => e.kind === "shared_data_viewed");

/** Moves the last recorded read of `ownerId`'s data back past the window, as an hour going by would. */
async function windowPasses(ownerId: string) {
  const db = await getDb();
  await db
    .update(sharedReadMarks)
    .set({ last_at: new Date(Date.now() - 61 * 60 * 1000) })
    .where(eq(sharedReadMarks.owner_id, ownerId));
}

async function family() {
  const owner = await proUser("Alex Owner");
  const sharer = await registerUser({ name: "Sam Sharer" });
  const viewer = await registerUser({ name: "Vic Viewer" });
  await addMember(smtp, owner, sharer);
  await addMember(smtp, owner, viewer);
  await call(addMetric, { token: sharer.token, body: { metric_type: "heart_rate", value: 61 } });
  return { owner, sharer, viewer };
}

describe("a family member's reads", () => {
  it("a member reading another's vitals creates the owner's event once per window, shown only to the owner", async () => {
    const { owner, sharer, viewer } = await family();
    await grant(sharer.token, viewer.user.id, ["vitals", "food"]);
    const m = { member_id: sharer.user.id };
    for (let i = 0; i < 3; i++) expect((await call(listMetrics, { token: viewer.token, query: m })).status).toBe(200);

    const seen = await reads(sharer.token);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.detail).toEqual({
      via: "family",
      area: "vitals",
      reader_id: viewer.user.id,
      reader_name: "Vic Viewer",
    });
    expect(accountEventLabel(seen[0]!.kind, seen[0]!.detail)).toBe("Vic (family) viewed your vitals");
    expect(await reads(viewer.token)).toEqual([]);
    expect(await reads(owner.token)).toEqual([]);

    // another area is its own event, through the one-statement food read's way in too
    const food = await call(foodDay, { token: viewer.token, query: { ...m, date_param: "2026-01-05" } });
    expect(food.status).toBe(200);
    expect((await reads(sharer.token)).map((e) => e.detail?.area)).toEqual(["food", "vitals"]);

    // a refused read (an area not granted) records nothing
    expect((await call(listMedications, { token: viewer.token, query: m })).status).toBe(404);
    expect(await reads(sharer.token)).toHaveLength(2);

    await windowPasses(sharer.user.id);
    await call(listMetrics, { token: viewer.token, query: m });
    await call(listMetrics, { token: viewer.token, query: m });
    expect((await reads(sharer.token)).map((e) => e.detail?.area)).toEqual(["vitals", "food", "vitals"]);
  });
});

describe("a caregiver's missed-dose alert", () => {
  it("is an event of the member whose dose it tells of, once per window", async () => {
    const member = await registerUser({ name: "Maria Member", time_zone: "Asia/Tokyo" });
    const viewer = await registerUser({ name: "Victor Viewer", time_zone: "America/New_York" });
    const db = await getDb();
    const since = new Date("2026-01-01T00:00:00Z");
    const med = { user_id: member.user.id, dosage: "500 mg", frequency: "daily", created_at: since };
    await db.insert(medications).values([
      { ...med, name: "Metformin", time: "08:00" },
      { ...med, name: "Aspirin", time: "08:30" },
    ]);
    await familyOf(member.user.id, viewer.user.id);
    await grantAccess(member.user.id, viewer.user.id, ["medications"], { minutes: 60, since });
    // 08:00 and 08:30 in Tokyo on the 20th, each an hour late: two alerts within the window
    expect((await runCaregiverAlerts(db, new Date("2026-01-20T00:00:00Z"))).sent).toBe(1);
    expect((await runCaregiverAlerts(db, new Date("2026-01-20T00:30:00Z"))).sent).toBe(1);
    const told = await reads(member.token);
    expect(told.map((e) => accountEventLabel(e.kind, e.detail))).toEqual([
      "Victor (family) was emailed that a dose of yours was missed",
    ]);
    expect(told[0]!.detail).toMatchObject({ via: "caregiver_alert", area: "medications", reader_id: viewer.user.id });
    expect(await reads(viewer.token)).toEqual([]);
  });
});

describe("a provider link's opens", () => {
  it("an open and each download are the owner's events once per window, naming the link and its areas", async () => {
    const owner = await proUser("Robin Patient");
    const stranger = await registerUser();
    const made = await create(owner.token, { name: "Dr. Lee", areas: ["migraines", "medications"], days: 7 });
    expect(made.status).toBe(201);
    const link = tokenOf(made.body.url);
    const db = await getDb();
    const meta = { ip: "203.0.113.9", userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Firefox/133.0" };
    for (let i = 0; i < 2; i++) await recordShareOpen(db, (await findLiveShare(db, link))!, "view", meta);
    for (let i = 0; i < 2; i++) expect((await download("report", link)).status).toBe(200);

    const seen = await reads(owner.token);
    expect(seen.map((e) => accountEventLabel(e.kind, e.detail))).toEqual([
      "Share link 'Dr. Lee': medical report downloaded (medications, migraines)",
      "Share link 'Dr. Lee' opened: medications, migraines",
    ]);
    expect(seen[1]!.detail).toMatchObject({ via: "share_link", share_id: made.body.share_id, action: "view" });
    expect(await reads(stranger.token)).toEqual([]);

    await windowPasses(owner.user.id);
    await recordShareOpen(db, (await findLiveShare(db, link))!, "view", meta);
    expect(await reads(owner.token)).toHaveLength(3);
  });
});

describe("changes to what is shared", () => {
  it("creating and revoking a provider link are the owner's events, a second revoke adds none", async () => {
    const owner = await proUser("Robin Patient");
    const made = await create(owner.token, { name: "Dr. Lee", areas: ["vitals"], days: 7 });
    const revoke = () =>
      call(revokeShareRoute, {
        token: owner.token,
        method: "DELETE",
        path: `/api/shares/${made.body.share_id}`,
        params: { share_id: made.body.share_id },
      });
    expect((await revoke()).status).toBe(204);
    expect((await revoke()).status).toBe(204);
    const mine = (await labels(owner.token)).filter((l) => l.startsWith("Share link"));
    expect(mine).toEqual(["Share link 'Dr. Lee' revoked", "Share link 'Dr. Lee' created: vitals, for 7 days"]);
  });

  it("invitations, joins, grants, removal and leaving reach both parties' activity", async () => {
    const owner = await proUser("Alex Owner");
    const sam = await registerUser({ name: "Sam Sharer" });
    const vic = await registerUser({ name: "Vic Viewer" });
    const outsider = await registerUser({ name: "Olive Outsider" });

    const invited = await sendInvitation(owner.token, outsider.user.email);
    expect(invited.status).toBe(201);
    const invitationId = (invited.body as { invitation_id: string }).invitation_id;
    const cancelled = await call(cancelInvitationRoute, {
      token: owner.token,
      method: "DELETE",
      params: { invitation_id: invitationId },
    });
    expect(cancelled.status).toBe(204);

    await verifyEmail(sam);
    await sendInvitation(owner.token, sam.user.email);
    expect((await joinWith(sam.token, await invitationToken(smtp, sam.user.email))).status).toBe(200);
    await addMember(smtp, owner, vic);

    expect((await grant(sam.token, vic.user.id, ["vitals", "journal"])).status).toBe(200);
    expect((await grant(sam.token, vic.user.id, ["vitals", "journal"])).status).toBe(200);
    expect((await grant(sam.token, vic.user.id, ["vitals"])).status).toBe(200);

    const removed = await call(removeMember, {
      token: owner.token,
      method: "DELETE",
      params: { user_id: vic.user.id },
    });
    expect(removed.status).toBe(200);
    const left = await call(removeMember, { token: sam.token, method: "DELETE", params: { user_id: sam.user.id } });
    expect(left.status).toBe(200);

    expect(await labels(owner.token)).toEqual(
      expect.arrayContaining([
        "Family invitation sent",
        "Family invitation cancelled",
        "Sam joined your family",
        "Vic joined your family",
        "You removed Vic from your family",
        "Sam left your family",
      ]),
    );
    // a grant repeated unchanged is no event
    expect((await labels(sam.token)).filter((l) => /view|family/.test(l))).toEqual([
      "You left Alex's family",
      "You stopped letting Vic view: journal",
      "You let Vic view: vitals, journal",
      "You joined Alex's family",
    ]);
    expect((await labels(vic.token)).filter((l) => /view|family/.test(l))).toEqual([
      "Alex removed you from the family",
      "Sam stopped letting you view: journal",
      "Sam let you view: vitals, journal",
      "You joined Alex's family",
    ]);
    expect((await labels(outsider.token)).filter((l) => /family/i.test(l))).toEqual([]);
  });
});

describe("the access log line of a shared read", () => {
  it("names the member whose data was read and the query's keys, never a query value", async () => {
    const { sharer, viewer } = await family();
    await grant(sharer.token, viewer.user.id, ["vitals"]);
    const logs = captureLogsForTesting();
    const res = await call(listMetrics, {
      token: viewer.token,
      path: "/api/health-metrics",
      query: { member_id: sharer.user.id, date_param: "2026-01-05", note: "migraine after wine" },
    });
    logs.stop();
    expect(res.status).toBe(200);
    const line = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === "request");
    expect(line).toMatchObject({
      path: "/api/health-metrics",
      user_id: viewer.user.id,
      member_id: sharer.user.id,
      query_keys: "date_param,member_id,note",
      status: 200,
    });
    const text = JSON.stringify(line);
    expect(text).not.toContain("2026-01-05");
    expect(text).not.toContain("wine");
  });

  it("a member_id that is no user id is not logged as given", async () => {
    const { viewer } = await family();
    const logs = captureLogsForTesting();
    const res = await call(listMetrics, { token: viewer.token, query: { member_id: "jane@example.com" } });
    logs.stop();
    expect(res.status).toBe(404);
    const line = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === "request");
    expect(line).toMatchObject({ status: 404, query_keys: "member_id" });
    expect(JSON.stringify(line)).not.toContain("jane");
  });
});

// the marks table is keyed by owner, way in, reader and area: one row per pair, however many reads
describe("the marks behind the window", () => {
  it("hold one row per reader and area", async () => {
    const { sharer, viewer } = await family();
    await grant(sharer.token, viewer.user.id, ["vitals"]);
    for (let i = 0; i < 4; i++) await call(listMetrics, { token: viewer.token, query: { member_id: sharer.user.id } });
    const db = await getDb();
    const rows = await db
      .select()
      .from(sharedReadMarks)
      .where(and(eq(sharedReadMarks.owner_id, sharer.user.id), eq(sharedReadMarks.reader, viewer.user.id)));
    expect(rows).toHaveLength(1);
  });
});
