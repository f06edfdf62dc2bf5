/** `/api/shares`: create (Pro), list, revoke provider links and read their access log. */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DELETE as revoke } from "@/app/api/shares/[share_id]/route";
import { GET as accessLog } from "@/app/api/shares/[share_id]/access-log/route";
import { GET as listShares } from "@/app/api/shares/route";
import { getDb } from "@/db/client";
import { shares } from "@/db/schema";
import { hashToken } from "@/lib/identity/tokens";
import { verifyPassword } from "@/lib/identity/password";
import { findLiveShare, logShareAccess } from "@/lib/shares/link";
import { ALREADY_CREATED, MAX_LIVE_SHARES, SHARE_NOT_FOUND, TOO_MANY_SHARES } from "@/lib/shares/service";
import { POST as createShare } from "@/app/api/shares/route";
import { call, registerUser } from "../../support/api";
import { withFakeSmtp } from "../../support/smtp";
import { create, proUser, tokenOf } from "./support";

const smtp = withFakeSmtp();
const DAY_MS = 86_400_000;
const PRO_ONLY = "Provider dashboards requires the Pro plan. Upgrade to continue.";

type Listed = {
  shares: {
    share_id: string;
    name: string;
    email: string | null;
    areas: string[];
    status: string;
    has_pin: boolean;
    locked: boolean;
    revoked_at: string | null;
    last_viewed_at: string | null;
    views: number;
  }[];
};

const list = (token: string) => call<Listed>(listShares, { token, path: "/api/shares" });
const revokeShare = (token: string, id: string) =>
  call(revoke, { token, method: "DELETE", path: `/api/shares/${id}`, params: { share_id: id } });
const readLog = (token: string, id: string) =>
  call<{ entries: { action: string; at: string; ip: string | null; device: string }[] }>(accessLog, {
    token,
    path: `/api/shares/${id}/access-log`,
    params: { share_id: id },
  });

describe("POST /api/shares", () => {
  it("answers 201 with a link of a 256-bit token and its end; only the token's hash is stored", async () => {
    const { token } = await proUser();
    for (const days of [7, 30, 90]) {
      const before = Date.now();
      const res = await create(token, { name: "  Dr Lee  ", areas: ["migraines", "medications"], days });
      expect(res.status).toBe(201);
      expect(res.body.url).toMatch(/^http:\/\/localhost:\d+\/share\/[A-Za-z0-9_-]{43}$/);
      expect(res.body.pin).toBeUndefined();
      expect(res.body.emailed).toBe(false);
      const end = new Date(res.body.expires_at).getTime();
      expect(end).toBeGreaterThanOrEqual(before + days * DAY_MS);
      expect(end).toBeLessThanOrEqual(Date.now() + days * DAY_MS);
      const [row] = await (await getDb()).select().from(shares).where(eq(shares.share_id, res.body.share_id));
      expect(row).toMatchObject({ name: "Dr Lee", areas: ["medications", "migraines"], pin_hash: null });
      expect(row!.token_hash).toBe(hashToken(tokenOf(res.body.url)));
      expect(JSON.stringify(row)).not.toContain(tokenOf(res.body.url));
    }
  });

  it("makes a 6-digit PIN when asked, answered once and stored as a hash", async () => {
    const { token } = await proUser();
    const res = await create(token, { name: "Dr Lee", areas: ["vitals"], days: 7, pin: true });
    expect(res.status).toBe(201);
    expect(res.body.pin).toMatch(/^\d{6}$/);
    const [row] = await (await getDb()).select().from(shares).where(eq(shares.share_id, res.body.share_id));
    expect(row!.pin_hash).not.toContain(res.body.pin!);
    expect(await verifyPassword(row!.pin_hash!, res.body.pin!)).toBe(true);
    expect((await list(token)).body.shares[0]).toMatchObject({ has_pin: true, locked: false });
  });

  it("emails the doctor the link with the patient's name and end, never the PIN", async () => {
    const { token } = await proUser({ name: "Robin Patient" });
    const res = await create(token, {
      name: "Dr Lee",
      email: " dr.lee@clinic.example ",
      areas: ["migraines"],
      days: 30,
      pin: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.emailed).toBe(true);
    const mail = await smtp.waitForMail("dr.lee@clinic.example", /Health records shared with you/);
    expect(mail.text).toContain("Robin Patient shared a read-only view of their health records");
    expect(mail.text).toContain(res.body.url);
    expect(mail.text).toMatch(/works until \w+ \d{1,2}, \d{4}/);
    expect(mail.text).toContain("ask the patient for it");
    expect(mail.raw).not.toContain(res.body.pin!);
  });

  it("is Pro only: a Free user gets 402 naming the plan, and nothing is stored", async () => {
    const { token, user } = await registerUser();
    const res = await create(token, { name: "Dr Lee", areas: ["vitals"], days: 7 });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ detail: PRO_ONLY });
    expect(await (await getDb()).select().from(shares).where(eq(shares.user_id, user.id))).toEqual([]);
  });

  it("refuses bad input with a detail naming the field", async () => {
    const { token } = await proUser();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ areas: ["vitals"], days: 7 }, /Name is required/],
      [{ name: "  ", areas: ["vitals"], days: 7 }, /Name is required/],
      [{ name: "Dr", areas: [], days: 7 }, /Areas must name at least one of: medications, vitals/],
      [{ name: "Dr", areas: ["passwords"], days: 7 }, /Areas must name at least one of/],
      [{ name: "Dr", areas: "vitals", days: 7 }, /Areas must name at least one of/],
      [{ name: "Dr", areas: ["vitals"], days: 14 }, /Days must be 7, 30 or 90/],
      [{ name: "Dr", areas: ["vitals"] }, /Days is required/],
      [{ name: "Dr", email: "not-an-email", areas: ["vitals"], days: 7 }, /Enter the doctor's email address/],
      [{ name: "Dr", areas: ["vitals"], days: 7, pin: "yes" }, /PIN must be true or false/],
      [{ name: "x".repeat(101), areas: ["vitals"], days: 7 }, /Name must be at most 100 characters/],
    ];
    for (const [body, detail] of cases) {
      const res = await create(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as unknown as { detail: string }).detail).toMatch(detail);
    }
    expect((await list(token)).body.shares).toEqual([]);
  });

  it("makes one share per Idempotency-Key: a repeat answers 409, never the link again", async () => {
    const { token } = await proUser();
    const body = { name: "Dr Lee", areas: ["vitals"], days: 7 };
    const headers = { "idempotency-key": "share-once-1" };
    const first = await call(createShare, { token, body, headers, path: "/api/shares" });
    expect(first.status).toBe(201);
    const again = await call(createShare, { token, body, headers, path: "/api/shares" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: ALREADY_CREATED });
    expect((await list(token)).body.shares).toHaveLength(1);
  });

  it(`holds at most ${MAX_LIVE_SHARES} active shares: the next is refused with 409 until one is revoked`, async () => {
    const { token, user } = await proUser();
    const db = await getDb();
    const soon = new Date(Date.now() + DAY_MS);
    await db.insert(shares).values(
      Array.from({ length: MAX_LIVE_SHARES }, (_, i) => ({
        user_id: user.id,
        name: `Dr ${i}`,
        areas: ["vitals"],
        token_hash: `hash-${user.id}-${i}`,
        expires_at: soon,
      })),
    );
    const refused = await create(token, { name: "One more", areas: ["vitals"], days: 7 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: TOO_MANY_SHARES });
    const [oldest] = (await list(token)).body.shares.slice(-1);
    expect((await revokeShare(token, oldest!.share_id)).status).toBe(204);
    expect((await create(token, { name: "One more", areas: ["vitals"], days: 7 })).status).toBe(201);
  });

  it("takes only its fields: an owner, hash, dates or counters sent are ignored", async () => {
    const { token, user } = await proUser();
    const other = await registerUser();
    const res = await create(token, {
      name: "Dr Lee",
      areas: ["vitals"],
      days: 7,
      user_id: other.user.id,
      token_hash: "x",
      pin_failures: 99,
      revoked_at: "2020-01-01T00:00:00Z",
      expires_at: "2099-01-01T00:00:00Z",
    });
    expect(res.status).toBe(201);
    const [row] = await (await getDb()).select().from(shares).where(eq(shares.share_id, res.body.share_id));
    expect(row).toMatchObject({ user_id: user.id, pin_failures: 0, revoked_at: null });
    expect(row!.token_hash).toBe(hashToken(tokenOf(res.body.url)));
    expect(row!.expires_at.getTime()).toBeLessThan(Date.now() + 8 * DAY_MS);
  });
});

describe("GET /api/shares", () => {
  it("lists the caller's shares newest first with status and last view, never a token", async () => {
    const { token } = await proUser();
    const first = await create(token, { name: "Dr A", areas: ["vitals"], days: 7 });
    const second = await create(token, {
      name: "Dr B",
      email: "b@clinic.example",
      areas: ["journal", "food"],
      days: 90,
    });
    const db = await getDb();
    await db
      .update(shares)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(shares.share_id, first.body.share_id));
    await logShareAccess(db, { shareId: second.body.share_id, action: "view", ip: "203.0.113.7", userAgent: null });
    await logShareAccess(db, {
      shareId: second.body.share_id,
      action: "report_pdf",
      ip: "203.0.113.7",
      userAgent: null,
    });

    const res = await list(token);
    expect(res.status).toBe(200);
    expect(res.body.shares.map((s) => [s.name, s.status, s.views])).toEqual([
      ["Dr B", "active", 1],
      ["Dr A", "expired", 0],
    ]);
    expect(res.body.shares[0]).toMatchObject({ email: "b@clinic.example", areas: ["food", "journal"], has_pin: false });
    expect(res.body.shares[0]!.last_viewed_at).not.toBeNull();
    expect(res.body.shares[1]!.last_viewed_at).toBeNull();
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(tokenOf(second.body.url));
    expect(text).not.toContain("token_hash");
  });

  it("shows another user's shares to nobody else", async () => {
    const owner = await proUser();
    await create(owner.token, { name: "Dr Private", areas: ["vitals"], days: 7 });
    const other = await registerUser();
    expect((await list(other.token)).body.shares).toEqual([]);
  });
});

describe("DELETE /api/shares/{share_id}", () => {
  it("revokes at once (204): the link finds nothing and the list says revoked", async () => {
    const { token } = await proUser();
    const res = await create(token, { name: "Dr Lee", areas: ["vitals"], days: 30 });
    const db = await getDb();
    expect(await findLiveShare(db, tokenOf(res.body.url))).not.toBeNull();
    const gone = await revokeShare(token, res.body.share_id);
    expect(gone.status).toBe(204);
    expect(await findLiveShare(db, tokenOf(res.body.url))).toBeNull();
    const listed = (await list(token)).body.shares[0]!;
    expect(listed).toMatchObject({ status: "revoked" });
    // a second revoke keeps the first time
    expect((await revokeShare(token, res.body.share_id)).status).toBe(204);
    expect((await list(token)).body.shares[0]!.revoked_at).toBe(listed.revoked_at);
  });

  it("answers 404 for another user's share, a missing one and a malformed id, and changes nothing", async () => {
    const owner = await proUser();
    const res = await create(owner.token, { name: "Dr Lee", areas: ["vitals"], days: 30 });
    const intruder = await registerUser();
    for (const id of [res.body.share_id, "7d1f0e2a-3b4c-4d5e-8f9a-0b1c2d3e4f50", "nope"]) {
      const refused = await revokeShare(intruder.token, id);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ detail: SHARE_NOT_FOUND });
    }
    expect(await findLiveShare(await getDb(), tokenOf(res.body.url))).not.toBeNull();
  });
});

describe("GET /api/shares/{share_id}/access-log", () => {
  it("lists views and downloads newest first with the browser read from the user agent", async () => {
    const { token } = await proUser();
    const res = await create(token, { name: "Dr Lee", areas: ["vitals"], days: 30 });
    const db = await getDb();
    const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
    const at = (s: number) => new Date(Date.now() - s * 1000);
    const id = res.body.share_id;
    await logShareAccess(db, { shareId: id, action: "view", ip: "203.0.113.7", userAgent: firefox, now: at(30) });
    await logShareAccess(db, { shareId: id, action: "report_pdf", ip: "203.0.113.7", userAgent: firefox, now: at(20) });
    await logShareAccess(db, { shareId: id, action: "pin_refused", ip: "198.51.100.2", userAgent: null, now: at(10) });
    const log = await readLog(token, id);
    expect(log.status).toBe(200);
    expect(log.body.entries.map((e) => [e.action, e.ip, e.device])).toEqual([
      ["pin_refused", "198.51.100.2", "Unknown browser"],
      ["report_pdf", "203.0.113.7", "Firefox on Windows"],
      ["view", "203.0.113.7", "Firefox on Windows"],
    ]);
  });

  it("answers 404 for another user's share", async () => {
    const owner = await proUser();
    const res = await create(owner.token, { name: "Dr Lee", areas: ["vitals"], days: 30 });
    const intruder = await registerUser();
    const refused = await readLog(intruder.token, res.body.share_id);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ detail: SHARE_NOT_FOUND });
  });
});
