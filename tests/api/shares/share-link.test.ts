/**
 * The doctor's side of a provider link: what the dashboard reads (shared areas only), the PIN
 * and its lockout, the downloads and their log, and the 404 of a revoked or expired link.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { shareAccessLog, shares } from "@/db/schema";
import { loadShareDashboard } from "@/lib/shares/dashboard";
import { findLiveShare, PIN_COOKIE, pinCookieValue, pinPassed, tryPin } from "@/lib/shares/link";
import { pdfText, seededUser } from "../export/seed";
import { create, download, proUser, tokenOf } from "./support";

type Resource = { resourceType: string; code?: { coding?: { code: string }[] } };

const meta = { ip: "203.0.113.7", userAgent: "test" };

async function actions(shareId: string) {
  const rows = await (
    await getDb()
  )
    .select({ action: shareAccessLog.action })
    .from(shareAccessLog)
    .where(eq(shareAccessLog.share_id, shareId))
    .orderBy(shareAccessLog.id);
  return rows.map((r) => r.action);
}

describe("the dashboard's data", () => {
  it("holds the shared areas only, with their figures", async () => {
    const { user } = await seededUser("pro");
    const db = await getDb();
    const data = await loadShareDashboard(db, { userId: user.id, areas: ["migraines", "medications", "vitals"] });
    expect(data!.patient.name).toBe("Robin Patient");
    expect(Object.keys(data!).sort()).toEqual(["medications", "migraines", "patient", "today", "vitals"]);
    // 11 complete months and this one so far; the seeded episodes name no acute medication of the user's
    const care = data!.migraines!.care;
    expect(care.monthly).toHaveLength(11);
    expect(care.current_month.month).toBe(data!.today.slice(0, 7));
    expect(data!.migraines!.episodes).toBe(2);
    const all = [...care.monthly, care.current_month];
    expect(all.reduce((n, m) => n + m.migraine_days, 0)).toBe(2);
    expect(all.reduce((n, m) => n + m.any_acute_medication_days, 0)).toBe(0);
    expect(care.medication_overuse.flagged).toBe(false);
    expect(care.midas).toBeNull();
    // the factor analysis comes with the migraines (its scope to shared areas: medical-pdf.test.ts)
    expect(data!.migraines!.factors.window_days).toBe(180);
    expect(data!.medications!.map((m) => [m.name, m.adherence?.taken])).toEqual([["Propranolol", 1]]);
    expect(data!.vitals!.bp[0]).toMatchObject({ systolic: 145, diastolic: 95, category: "stage_2" });

    const journalOnly = await loadShareDashboard(db, { userId: user.id, areas: ["journal", "exercise", "food"] });
    expect(journalOnly!.migraines).toBeUndefined();
    expect(journalOnly!.journal).toMatchObject({ entries: 1, mood: 8, sleep: 6 });
    expect(JSON.stringify(journalOnly!.journal)).not.toContain("Good day");
    expect(journalOnly!.exercise!.reduce((n, w) => n + w.minutes, 0)).toBe(45);
    expect(journalOnly!.food!.reduce((n, w) => n + w.days_logged, 0)).toBeGreaterThanOrEqual(1);
  });
});

describe("the PIN", () => {
  it("passes the right PIN, counts wrong ones and locks after five, logging each refusal", async () => {
    const { token } = await proUser();
    const res = await create(token, { name: "Dr Lee", areas: ["vitals"], days: 7, pin: true });
    const db = await getDb();
    const link = tokenOf(res.body.url);
    let share = (await findLiveShare(db, link))!;
    expect(pinPassed(share, undefined)).toBe(false);
    expect(await tryPin(db, share, res.body.pin!, meta)).toEqual({ kind: "ok" });
    expect(pinPassed(share, pinCookieValue(share))).toBe(true);
    expect(pinPassed(share, "0".repeat(64))).toBe(false);

    const wrong = res.body.pin === "000000" ? "111111" : "000000";
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await tryPin(db, (await findLiveShare(db, link))!, wrong, meta));
    expect(results).toEqual([
      { kind: "wrong", left: 4 },
      { kind: "wrong", left: 3 },
      { kind: "wrong", left: 2 },
      { kind: "wrong", left: 1 },
      { kind: "locked" },
    ]);
    share = (await findLiveShare(db, link))!;
    // locked: even the right PIN and a cookie from before no longer open it
    expect(await tryPin(db, share, res.body.pin!, meta)).toEqual({ kind: "locked" });
    expect(pinPassed(share, pinCookieValue(share))).toBe(false);
    expect(await actions(res.body.share_id)).toEqual(Array(5).fill("pin_refused"));
  });
});

describe("the downloads", () => {
  it("answers the medical report PDF with the shared areas only, and logs it", async () => {
    const { token } = await seededUser("pro");
    const res = await create(token, { name: "Dr Lee", areas: ["medications", "migraines"], days: 7 });
    const file = await download("report", tokenOf(res.body.url));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("referrer-policy")).toBe("no-referrer");
    const text = pdfText(Buffer.from(await file.arrayBuffer())).replace(/[ \t]+/g, " ");
    expect(text).toContain("Robin Patient");
    expect(text).toContain("Propranolol");
    expect(text).toContain("Migraine days");
    expect(text).not.toContain("Vital signs");
    expect(text).not.toContain("Mood and sleep");
    expect(await actions(res.body.share_id)).toEqual(["report_pdf"]);
  });

  it("answers the FHIR bundle of the shared areas as JSON, and logs it", async () => {
    const { token } = await seededUser("pro");
    const res = await create(token, { name: "Dr Lee", areas: ["vitals", "journal"], days: 7 });
    const file = await download("fhir", tokenOf(res.body.url));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/fhir+json");
    expect(file.headers.get("content-disposition")).toMatch(
      /attachment; filename="fhir-bundle-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const bundle = (await file.json()) as { resourceType: string; type: string; entry: { resource: Resource }[] };
    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });
    const resources = bundle.entry.map((e) => e.resource);
    // the seeded 145/95 and heart rate 64 are shared; its medication and migraine are not
    const codes = resources.flatMap((r) => r.code?.coding?.map((c) => c.code) ?? []);
    expect(codes).toEqual(expect.arrayContaining(["85354-9", "8867-4"]));
    expect(resources.map((r) => r.resourceType)).not.toContain("MedicationStatement");
    expect(resources.map((r) => r.resourceType)).not.toContain("Condition");
    expect(await actions(res.body.share_id)).toEqual(["fhir"]);
  });

  it("sends a link with a PIN not yet entered to its page, and serves it with the PIN's cookie", async () => {
    const { token } = await proUser();
    const res = await create(token, { name: "Dr Lee", areas: ["vitals"], days: 7, pin: true });
    const link = tokenOf(res.body.url);
    const refused = await download("report", link);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(`/share/${link}`);
    const share = (await findLiveShare(await getDb(), link))!;
    const served = await download("report", link, `other=1; ${PIN_COOKIE}=${pinCookieValue(share)}`);
    expect(served.status).toBe(200);
    expect(await actions(res.body.share_id)).toEqual(["report_pdf"]);
  });

  it("answers 404 for a revoked, an expired and an unknown link, and logs nothing", async () => {
    const { token } = await proUser();
    const db = await getDb();
    const revoked = await create(token, { name: "Dr A", areas: ["vitals"], days: 7 });
    await db.update(shares).set({ revoked_at: new Date() }).where(eq(shares.share_id, revoked.body.share_id));
    const expired = await create(token, { name: "Dr B", areas: ["vitals"], days: 7 });
    await db
      .update(shares)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(shares.share_id, expired.body.share_id));
    const unknown = "A".repeat(43);
    for (const link of [tokenOf(revoked.body.url), tokenOf(expired.body.url), unknown, "short"]) {
      for (const kind of ["report", "fhir"] as const) {
        const res = await download(kind, link);
        expect(res.status, `${kind} ${link}`).toBe(404);
        expect(await res.json()).toEqual({ detail: "This link does not exist or no longer works." });
      }
    }
    expect(await actions(revoked.body.share_id)).toEqual([]);
    expect(await actions(expired.body.share_id)).toEqual([]);
  });
});
