import { describe, expect, it } from "vitest";
import { describePlan } from "@/components/settings/plan-status";

const now = new Date("2026-03-14T12:00:00Z");

describe("describePlan", () => {
  it("names a running trial with its end date in the user's time zone", () => {
    const plan = describePlan(
      { subscription_status: "trial", subscription_end_date: "2026-03-20T23:30:00Z" },
      "Europe/Berlin",
      now,
    );
    expect(plan).toEqual({
      planName: "Premium",
      statusName: "Trial",
      statusLabel: "Trial — ends March 21, 2026",
      endsOn: "March 21, 2026",
      canUpgrade: true,
      endsToFree: false,
      familyOwner: null,
    });
  });

  it("says Pro through the owner's family while the owner's Pro is in force, and the own plan after", () => {
    const member = {
      subscription_status: "free",
      subscription_end_date: null,
      family_owner_status: "pro",
      family_owner_end_date: "2026-03-20T12:00:00Z",
      family_owner_name: "Alex Doe",
    };
    expect(describePlan(member, "UTC", new Date("2026-03-19T12:00:00Z"))).toMatchObject({
      planName: "Pro",
      statusLabel: "Pro through Alex Doe's family",
      familyOwner: "Alex Doe",
      canUpgrade: false,
    });
    expect(describePlan(member, "UTC", new Date("2026-03-21T12:00:00Z"))).toMatchObject({
      planName: "Free",
      statusLabel: "Free plan",
      familyOwner: null,
    });
  });

  it("says a cancelled trial ends to Free at its end date, and is still the trial until then", () => {
    const cancelled = {
      subscription_status: "trial",
      subscription_plan: "free",
      subscription_end_date: "2026-03-20T12:00:00Z",
    };
    expect(describePlan(cancelled, "UTC", now)).toMatchObject({
      planName: "Premium",
      statusName: "Trial",
      endsOn: "March 20, 2026",
      endsToFree: true,
    });
    expect(describePlan(cancelled, "UTC", new Date("2026-03-20T12:00:00Z"))).toMatchObject({
      planName: "Free",
      statusLabel: "Free plan",
      endsToFree: false,
    });
  });

  it("reads an ended trial as free, and offers no upgrade to paid plans", () => {
    expect(
      describePlan({ subscription_status: "trial", subscription_end_date: "2026-03-01T00:00:00Z" }, "UTC", now),
    ).toMatchObject({
      statusLabel: "Free plan",
      canUpgrade: true,
      endsOn: null,
    });
    expect(describePlan({ subscription_status: "pro", subscription_end_date: null }, "UTC", now)).toMatchObject({
      planName: "Pro",
      statusLabel: "Pro plan",
      canUpgrade: false,
    });
    expect(
      describePlan({ subscription_status: "active", subscription_end_date: "2026-04-14T00:00:00Z" }, "UTC", now),
    ).toMatchObject({
      planName: "Premium",
      statusName: "Active",
      canUpgrade: false,
    });
  });
});
