import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors/api-error";
import { assertCan, assertFoodEntryAllowed, can, effectivePlan, effectiveStatus } from "@/lib/billing/entitlements";

const now = new Date("2026-11-21T12:00:00Z");
const later = new Date("2026-11-28T12:00:00Z");
const earlier = new Date("2026-11-20T12:00:00Z");
const sub = (subscription_status: string, subscription_end_date: Date | null = null) => ({
  subscription_status,
  subscription_end_date,
});

describe("effectivePlan", () => {
  it("reads trial and active as premium while they last", () => {
    expect(effectivePlan(sub("trial", later), now)).toBe("premium");
    expect(effectivePlan(sub("active", later), now)).toBe("premium");
    expect(effectivePlan(sub("premium", null), now)).toBe("premium");
    expect(effectivePlan(sub("pro", later), now)).toBe("pro");
  });
  it("reads an ended trial or plan as free, with no job having run", () => {
    expect(effectivePlan(sub("trial", earlier), now)).toBe("free");
    expect(effectivePlan(sub("pro", earlier), now)).toBe("free");
    expect(effectiveStatus(sub("trial", earlier), now)).toBe("free");
    expect(effectiveStatus(sub("trial", later), now)).toBe("trial");
  });
  it("reads an unknown status as free", () => {
    expect(effectivePlan(sub("canceled", later), now)).toBe("free");
  });
});

describe("can / assertCan", () => {
  it("free may read and export CSV but not use AI, new migraines or medications, or PDFs", () => {
    const free = sub("free");
    expect(can(free, "csv_export", now)).toBe(true);
    for (const f of [
      "ai",
      "migraine_create",
      "medication_create",
      "pdf_reports",
      "medical_report",
      "report_email",
    ] as const) {
      expect(can(free, f, now)).toBe(false);
    }
  });
  it("trial and premium get everything but pro's", () => {
    for (const s of [sub("trial", later), sub("premium")]) {
      expect(can(s, "ai", now)).toBe(true);
      expect(can(s, "migraine_create", now)).toBe(true);
      expect(can(s, "pdf_reports", now)).toBe(false);
      expect(can(s, "medical_report", now)).toBe(false);
    }
  });
  it("pro gets PDF reports, the medical report, emailing it, API access and provider dashboards", () => {
    for (const f of ["pdf_reports", "medical_report", "report_email", "api_access", "provider_share"] as const)
      expect(can(sub("pro"), f, now)).toBe(true);
  });
  it("refuses with 402 and names the plan needed", () => {
    try {
      assertCan(sub("free"), "ai", now);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(402);
      expect((err as ApiError).detail).toMatch(/Premium/);
    }
    expect(() => assertCan(sub("premium"), "medical_report", now)).toThrow(/Pro plan/);
  });
});

describe("assertFoodEntryAllowed", () => {
  it("allows 5 entries a day on free and refuses the 6th with 402", () => {
    expect(() => assertFoodEntryAllowed(sub("free"), 4, now)).not.toThrow();
    expect(() => assertFoodEntryAllowed(sub("free"), 5, now)).toThrow(/5 food entries per day/);
  });
  it("has no limit on paid plans or a running trial", () => {
    expect(() => assertFoodEntryAllowed(sub("trial", later), 50, now)).not.toThrow();
    expect(() => assertFoodEntryAllowed(sub("trial", earlier), 5, now)).toThrow();
  });
});

describe("Pro through a family", () => {
  const member = (ownerStatus: string, ownerEnd: Date | null) => ({
    ...sub("free"),
    family_owner_status: ownerStatus,
    family_owner_end_date: ownerEnd,
  });
  it("a member has Pro while the owner's Pro is in force, and their own plan once it ends", () => {
    expect(effectivePlan(member("pro", null), now)).toBe("pro");
    expect(effectivePlan(member("pro", later), now)).toBe("pro");
    expect(can(member("pro", later), "api_access", now)).toBe(true);
    expect(effectivePlan(member("pro", earlier), now)).toBe("free");
    expect(effectivePlan(member("premium", null), now)).toBe("free");
    expect(effectivePlan({ ...member("free", null), subscription_status: "premium" }, now)).toBe("premium");
  });
  it("the member's own status is what is shown", () => {
    expect(effectiveStatus(member("pro", null), now)).toBe("free");
  });
});
