/**
 * A provider link's PIN lockout holds for guesses sent at once: each try takes one of the
 * MAX_PIN_FAILURES tries in one statement before its PIN is checked, so 40 parallel wrong
 * PINs are checked at most 5 times, and a right PIN still opens a link it does not lock.
 */
import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { shareAccessLog, shares } from "@/db/schema";
import { findLiveShare, tryPin } from "@/lib/shares/link";
import { MAX_PIN_FAILURES } from "@/lib/shares/schema";
import { create, proUser, tokenOf } from "../api/shares/support";

const checked = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/identity/password", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/identity/password")>();
  return {
    ...real,
    verifyPassword: (...args: Parameters<typeof real.verifyPassword>) => {
      checked.count++;
      return real.verifyPassword(...args);
    },
  };
});

const meta = { ip: "203.0.113.9", userAgent: "vitest" };

async function sharedWithPin() {
  const { token } = await proUser();
  const res = await create(token, { name: "Dr Lee", areas: ["vitals"], days: 7, pin: true });
  expect(res.status).toBe(201);
  const pin = res.body.pin!;
  return {
    link: tokenOf(res.body.url),
    shareId: res.body.share_id,
    pin,
    wrong: pin === "000000" ? "111111" : "000000",
  };
}

/** One doctor's request: find the link, then try a PIN, as the PIN form's action does. */
async function attempt(link: string, pin: string) {
  const db = await getDb();
  const share = await findLiveShare(db, link);
  if (!share) return { kind: "gone" as const };
  return tryPin(db, share, pin, meta);
}

describe("the share PIN lockout", () => {
  it("40 parallel wrong PINs: at most 5 are checked, then the link is locked", async () => {
    const { link, shareId, pin, wrong } = await sharedWithPin();
    checked.count = 0;
    const results = await Promise.all(Array.from({ length: 40 }, () => attempt(link, wrong)));
    expect(checked.count).toBeLessThanOrEqual(MAX_PIN_FAILURES);
    expect(results.filter((r) => r.kind === "wrong").length).toBeLessThan(MAX_PIN_FAILURES);
    expect(results.every((r) => r.kind === "wrong" || r.kind === "locked")).toBe(true);
    const db = await getDb();
    const [row] = await db.select({ failures: shares.pin_failures }).from(shares).where(eq(shares.share_id, shareId));
    expect(row!.failures).toBe(MAX_PIN_FAILURES);
    const refused = await db.select().from(shareAccessLog).where(eq(shareAccessLog.share_id, shareId));
    expect(refused).toHaveLength(MAX_PIN_FAILURES);
    // locked for good: the right PIN no longer opens it, and is not checked
    checked.count = 0;
    expect(await attempt(link, pin)).toEqual({ kind: "locked" });
    expect(checked.count).toBe(0);
  });

  it("a right PIN does not use up a try: many right PINs in a row, then 4 wrong ones, leave it open", async () => {
    const { link, shareId, pin, wrong } = await sharedWithPin();
    for (let i = 0; i < 2 * MAX_PIN_FAILURES; i++) expect(await attempt(link, pin)).toEqual({ kind: "ok" });
    await Promise.all(Array.from({ length: 3 }, () => attempt(link, pin)));
    for (let i = 1; i < MAX_PIN_FAILURES; i++) {
      expect(await attempt(link, wrong)).toEqual({ kind: "wrong", left: MAX_PIN_FAILURES - i });
    }
    expect(await attempt(link, pin)).toEqual({ kind: "ok" });
    const db = await getDb();
    const [row] = await db.select({ failures: shares.pin_failures }).from(shares).where(eq(shares.share_id, shareId));
    expect(row!.failures).toBe(MAX_PIN_FAILURES - 1);
  });
});
