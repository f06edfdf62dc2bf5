import { describe, expect, it } from "vitest";
import { featureGate, FEATURE_INFO, plansIncluding, type GatedFeature } from "@/lib/billing/gate";

const now = new Date("2026-11-21T12:00:00Z");
const later = new Date("2026-11-28T12:00:00Z");
const earlier = new Date("2026-11-20T12:00:00Z");
const sub = (subscription_status: string, subscription_end_date: Date | null = null) => ({
  subscription_status,
  subscription_end_date,
});
const free = sub("free");
const trial = sub("trial", later);
const premium = sub("premium", later);
const pro = sub("pro", later);

describe("featureGate", () => {
  it("locks the Premium features on Free, naming Premium and Pro", () => {
    for (const feature of ["migraine_create", "medication_create", "ai"] as const) {
      expect(featureGate(free, feature, {}, now)).toEqual({
        state: "locked",
        feature,
        plan: "premium",
        planText: "the Premium and Pro plans",
      });
    }
  });

  it("locks the Pro features on Free and Premium, naming Pro only", () => {
    for (const feature of ["pdf_reports", "medical_report", "report_email", "api_access"] as const) {
      for (const who of [free, premium, trial]) {
        expect(featureGate(who, feature, {}, now)).toEqual({
          state: "locked",
          feature,
          plan: "pro",
          planText: "the Pro plan",
        });
      }
      expect(featureGate(pro, feature, {}, now)).toEqual({ state: "open" });
    }
  });

  it("opens the Premium features during a trial, and locks them once it has ended", () => {
    expect(featureGate(trial, "migraine_create", {}, now)).toEqual({ state: "open" });
    expect(featureGate(trial, "medication_create", {}, now)).toEqual({ state: "open" });
    expect(featureGate(sub("trial", earlier), "migraine_create", {}, now)).toMatchObject({ state: "locked" });
    // a cancelled trial is still the trial until its end date
    const cancelled = { ...trial, subscription_plan: "free" };
    expect(featureGate(cancelled, "migraine_create", {}, now)).toEqual({ state: "open" });
    expect(featureGate(cancelled, "migraine_create", {}, later)).toMatchObject({ state: "locked" });
  });

  it("marks AI unavailable when the server has no AI, whatever the plan", () => {
    for (const who of [free, trial, premium, pro]) {
      expect(featureGate(who, "ai", { aiConfigured: false }, now)).toEqual({ state: "unavailable", feature: "ai" });
    }
    expect(featureGate(premium, "ai", { aiConfigured: true }, now)).toEqual({ state: "open" });
    expect(featureGate(free, "ai", { aiConfigured: true }, now)).toMatchObject({ state: "locked" });
  });

  it("never marks a feature without AI unavailable when the server has no AI", () => {
    expect(featureGate(free, "migraine_create", { aiConfigured: false }, now)).toMatchObject({ state: "locked" });
    expect(featureGate(pro, "pdf_reports", { aiConfigured: false }, now)).toEqual({ state: "open" });
  });
});

describe("FEATURE_INFO", () => {
  it("describes every gated feature and names its plans", () => {
    const features = Object.keys(FEATURE_INFO) as GatedFeature[];
    expect(features.sort()).toEqual(
      [
        "ai",
        "api_access",
        "medical_report",
        "medication_create",
        "migraine_create",
        "pdf_reports",
        "provider_share",
        "questionnaire_create",
        "report_email",
        "suspicion_create",
      ].sort(),
    );
    for (const f of features) {
      expect(FEATURE_INFO[f].title.length).toBeGreaterThan(0);
      expect(FEATURE_INFO[f].description.length).toBeGreaterThan(0);
    }
    expect(plansIncluding("migraine_create")).toBe("the Premium and Pro plans");
    expect(plansIncluding("questionnaire_create")).toBe("the Premium and Pro plans");
    expect(plansIncluding("suspicion_create")).toBe("the Premium and Pro plans");
    expect(plansIncluding("pdf_reports")).toBe("the Pro plan");
  });
});
