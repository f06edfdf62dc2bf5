/**
 * Account activity: GET /api/account-activity lists the caller's events of the last year,
 * newest first, a page at a time; exports, emailed reports and imports are recorded with the
 * device and address they came from; the export carries them and the import leaves them
 * out; a year-old event is pruned; the account's deletion takes them along.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as activity } from "@/app/api/account-activity/route";
import { GET as exportData } from "@/app/api/export/data/route";
import { POST as importData } from "@/app/api/import/route";
import { POST as emailReport } from "@/app/api/reports/email/route";
import { getDb } from "@/db/client";
import { accountEvents, users } from "@/db/schema";
import { pruneAccountEvents, pruneAccountEventsHourly, recordAccountEvent } from "@/lib/identity/activity";
import { clientIp } from "@/lib/http/client-ip";
import { parseCsvRecords } from "@/lib/data-transfer/export/csv-parse";
import { resetEnvCache } from "@/lib/env";
import { captureLogsForTesting } from "@/lib/log";
import { startFakeSmtp } from "../../fakes/smtp";
import { call, registerUser, send } from "../../support/api";
import { download, unzipFile } from "../export/seed";

type Event = {
  event_id: number;
  kind: string;
  ip: string | null;
  device: string;
  detail: Record<string, unknown> | null;
  created_at: string;
};
type Page = { events: Event[]; next_before: number | null };

const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const FROM = { "x-forwarded-for": "203.0.113.5", "x-real-ip": "203.0.113.5" };

const read = (token: string, query: Record<string, string> = {}) =>
  call<Page>(activity, { token, path: "/api/account-activity", query });

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  process.env.SMTP_URL = smtp.url;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await smtp.close();
});

async function handler(h: unknown, token: string, init: RequestInit & { path: string }) {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${token}`);
  return send(h, new Request(`http://localhost:3000${init.path}`, { ...init, headers }));
}

describe("GET /api/account-activity", () => {
  it("needs a signed-in caller", async () => {
    const res = await call(activity, { path: "/api/account-activity" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: "Not authenticated. Please log in." });
  });

  it("an export is listed with the device and address it came from, in the caller's list only", async () => {
    const { token, user } = await registerUser();
    const other = await registerUser();
    const res = await handler(exportData, token, {
      path: "/api/export/data?format=csv",
      headers: { ...FROM, "user-agent": MAC_CHROME },
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const page = await read(token);
    expect(page.status).toBe(200);
    const exported = page.body.events.find((e) => e.kind === "data_exported");
    expect(exported).toMatchObject({
      kind: "data_exported",
      device: "Chrome on macOS",
      ip: clientIp(new Headers(FROM)),
      detail: { format: "csv" },
    });
    expect(Object.keys(exported!).sort()).toEqual(["created_at", "detail", "device", "event_id", "ip", "kind"]);
    expect(Date.now() - new Date(exported!.created_at).getTime()).toBeLessThan(60_000);
    expect((await read(other.token)).body.events.some((e) => e.kind === "data_exported")).toBe(false);
    const db = await getDb();
    const rows = await db.select().from(accountEvents).where(eq(accountEvents.user_id, user.id));
    expect(rows.find((r) => r.kind === "data_exported")?.user_agent).toBe(MAC_CHROME);
  });

  it("pages newest first with before and limit, to the end", async () => {
    const { token, user } = await registerUser();
    const db = await getDb();
    for (let i = 0; i < 25; i++)
      await recordAccountEvent(db, { userId: user.id, kind: "sign_in", ip: "198.51.100.7", detail: { n: i } });
    const first = await read(token);
    expect(first.body.events).toHaveLength(20);
    const ids = first.body.events.map((e) => e.event_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.body.events[0]!.detail).toEqual({ n: 24 });
    expect(first.body.next_before).toBe(ids.at(-1));
    const rest = await read(token, { before: String(first.body.next_before) });
    // 5 sign-ins, and the account_created of registration when another part records it
    expect(rest.body.events.filter((e) => e.kind === "sign_in").map((e) => e.detail)).toEqual(
      [4, 3, 2, 1, 0].map((n) => ({ n })),
    );
    expect(rest.body.next_before).toBeNull();
    const small = await read(token, { limit: "3" });
    expect(small.body.events.map((e) => e.detail)).toEqual([{ n: 24 }, { n: 23 }, { n: 22 }]);
    expect(small.body.next_before).toBe(small.body.events[2]!.event_id);
  });

  it("shows an IPv4 address reported by a dual-stack socket as itself", async () => {
    const { token, user } = await registerUser();
    await recordAccountEvent(await getDb(), { userId: user.id, kind: "sign_in", ip: "::ffff:203.0.113.9" });
    await recordAccountEvent(await getDb(), { userId: user.id, kind: "sign_in", ip: "2001:db8::7" });
    expect((await read(token)).body.events.map((e) => e.ip).slice(0, 2)).toEqual(["2001:db8::7", "203.0.113.9"]);
  });

  it("refuses a malformed cursor or limit with 400", async () => {
    const { token } = await registerUser();
    const bad: Record<string, string>[] = [
      { before: "abc" },
      { before: "0" },
      { limit: "0" },
      { limit: "101" },
      { limit: "2.5" },
    ];
    for (const query of bad) {
      const res = await read(token, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(typeof (res.body as unknown as { detail: string }).detail).toBe("string");
    }
  });
});

describe("what is recorded", () => {
  it("an emailed report (no recipient in the activity) and an import with its counts", async () => {
    const { token, user } = await registerUser();
    const db = await getDb();
    await db.update(users).set({ subscription_status: "pro" }).where(eq(users.id, user.id));
    const sent = await handler(emailReport, token, {
      path: "/api/reports/email",
      method: "POST",
      headers: { ...FROM, "user-agent": IPHONE_SAFARI, "content-type": "application/json" },
      body: JSON.stringify({ provider_email: "dr.act@clinic.example", days: 30 }),
    });
    expect(sent.status).toBe(201);
    const zip = await download(exportData, { token, query: { format: "csv" } });
    const imported = await handler(importData, token, {
      path: "/api/import",
      method: "POST",
      headers: { "content-type": "application/zip" },
      body: new Uint8Array(zip.bytes),
    });
    expect(imported.status).toBe(201);
    const events = (await read(token)).body.events;
    expect(events.map((e) => e.kind).slice(0, 3)).toEqual(["data_imported", "data_exported", "report_emailed"]);
    expect(events[2]).toMatchObject({ device: "Safari on iPhone", detail: { report: "medical", days: 30 } });
    expect(JSON.stringify(events)).not.toContain("dr.act@clinic.example");
    expect(events[0]!.detail).toMatchObject({ imported: 0 });
    expect(typeof events[0]!.detail!.skipped).toBe("number");
  });

  it("logs the event's user, kind, address and sign-in method", async () => {
    const { user } = await registerUser();
    const logs = captureLogsForTesting();
    await recordAccountEvent(await getDb(), {
      userId: user.id,
      kind: "sign_in",
      ip: "192.0.2.44",
      userAgent: MAC_CHROME,
      detail: { method: "passkey" },
    });
    logs.stop();
    const line = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === "account event");
    expect(line).toMatchObject({ user_id: user.id, kind: "sign_in", ip: "192.0.2.44", method: "passkey" });
  });
});

describe("export, import, retention, deletion", () => {
  it("the CSV export carries account_activity.csv; an import leaves it out and says so", async () => {
    const source = await registerUser();
    const db = await getDb();
    await recordAccountEvent(db, {
      userId: source.user.id,
      kind: "password_changed",
      ip: "192.0.2.1",
      userAgent: MAC_CHROME,
    });
    const zip = await download(exportData, { token: source.token, query: { format: "csv" } });
    const manifest = JSON.parse(unzipFile(zip.bytes, "manifest.json").toString("utf8")) as {
      files: { kind: string; count: number }[];
    };
    const rows = parseCsvRecords(unzipFile(zip.bytes, "account_activity.csv").toString("utf8"));
    expect(manifest.files.find((f) => f.kind === "account_activity")?.count).toBe(rows.length);
    const changed = rows.find((r) => r.kind === "password_changed")!;
    expect(changed).toMatchObject({ ip: "192.0.2.1", device: "Chrome on macOS", user_agent: MAC_CHROME });
    expect(Object.keys(changed)).toEqual(["event_id", "kind", "ip", "device", "user_agent", "detail", "created_at"]);

    const target = await registerUser();
    const res = await handler(importData, target.token, {
      path: "/api/import",
      method: "POST",
      headers: { "content-type": "application/zip" },
      body: new Uint8Array(zip.bytes),
    });
    const body = (await res.json()) as {
      imported: Record<string, { imported: number; skipped: number; skipped_reasons: { reason: string }[] }>;
    };
    expect(res.status).toBe(201);
    expect(body.imported.account_activity).toMatchObject({ imported: 0, skipped: rows.length });
    expect(body.imported.account_activity!.skipped_reasons[0]!.reason).toMatch(/^Account activity is not imported/);
    const targetRows = await db.select().from(accountEvents).where(eq(accountEvents.user_id, target.user.id));
    expect(targetRows.some((r) => r.kind === "password_changed")).toBe(false);
  });

  it("keeps a year: older events are neither listed nor exported, and the hourly prune deletes them", async () => {
    const { token, user } = await registerUser();
    const db = await getDb();
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    await db.insert(accountEvents).values([
      { user_id: user.id, kind: "email_changed", created_at: new Date(now.getTime() - 366 * day) },
      { user_id: user.id, kind: "passkey_added", created_at: new Date(now.getTime() - 364 * day) },
    ]);
    const kinds = (await read(token)).body.events.map((e) => e.kind);
    expect(kinds).toContain("passkey_added");
    expect(kinds).not.toContain("email_changed");
    const zip = await download(exportData, { token, query: { format: "csv" } });
    const exported = parseCsvRecords(unzipFile(zip.bytes, "account_activity.csv").toString("utf8")).map((r) => r.kind);
    expect(exported).toContain("passkey_added");
    expect(exported).not.toContain("email_changed");

    const notOnTheHour = new Date(now);
    notOnTheHour.setUTCMinutes(7);
    expect(await pruneAccountEventsHourly(db, notOnTheHour)).toBe(0);
    const onTheHour = new Date(now);
    onTheHour.setUTCMinutes(0);
    expect(await pruneAccountEventsHourly(db, onTheHour)).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(accountEvents).where(eq(accountEvents.user_id, user.id));
    expect(left.map((r) => r.kind)).not.toContain("email_changed");
    expect(left.map((r) => r.kind)).toContain("passkey_added");
    expect(await pruneAccountEvents(db, now)).toBe(0);
  });

  it("goes with the account", async () => {
    const { user } = await registerUser();
    const db = await getDb();
    await recordAccountEvent(db, { userId: user.id, kind: "sign_in" });
    await db.delete(users).where(eq(users.id, user.id));
    expect(await db.select().from(accountEvents).where(eq(accountEvents.user_id, user.id))).toEqual([]);
  });
});
