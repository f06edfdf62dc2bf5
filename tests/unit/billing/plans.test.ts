import { describe, expect, it } from "vitest";
import { formatAmount, formatMinorUnits, isCurrentPlan, PLANS, planById } from "@/lib/billing/plans";

describe("plans", () => {
  it("are Free 0 forever, Premium 9.99 and Pro 19.99 a month", () => {
    expect(PLANS.map((p) => [p.id, formatMinorUnits(p.price_cents), p.billing, p.button])).toEqual([
      ["free", "0", "forever", "Downgrade to Free"],
      ["premium", "9.99", "per month", "Upgrade to Premium"],
      ["pro", "19.99", "per month", "Upgrade to Pro"],
    ]);
    expect(planById("free").features).toContain("Up to 5 food entries per day");
    expect(planById("pro").features).toContain("Family sharing (up to 4 members)");
  });

  it("mark the current plan: the status's own, Free during a trial, Premium when active", () => {
    const current = (status: string) => PLANS.filter((p) => isCurrentPlan(p.id, status)).map((p) => p.id);
    expect(current("free")).toEqual(["free"]);
    expect(current("trial")).toEqual(["free"]);
    expect(current("active")).toEqual(["premium"]);
    expect(current("premium")).toEqual(["premium"]);
    expect(current("pro")).toEqual(["pro"]);
  });

  it("show amounts in minor units divided by 100, with the currency", () => {
    expect(formatAmount(999, "usd")).toBe("$9.99 USD");
    expect(formatAmount(1999, "eur")).toBe("€19.99 EUR");
    expect(formatAmount(500, "jpy")).toBe("¥5 JPY");
  });
});
