/**
 * The three plans, defined once: the Subscription view, checkout and the webhook all read
 * them from here. Prices are in the currency's minor units (cents); the Stripe price of a
 * paid plan comes from configuration (STRIPE_PRICE_PREMIUM / STRIPE_PRICE_PRO).
 */
import { FREE_DAILY_FOOD_ENTRIES, type Plan } from "./entitlements";

export type PaidPlan = Exclude<Plan, "free">;

export type PlanDefinition = {
  id: Plan;
  name: string;
  /** Minor units: 999 = 9.99. */
  price_cents: number;
  currency: "usd";
  /** Shown after the price: "forever", "per month". */
  billing: string;
  features: string[];
  /** The button of a plan that is not the current one. */
  button: string;
  /** The environment variable holding the Stripe price id (paid plans only). */
  stripe_price_env: "STRIPE_PRICE_PREMIUM" | "STRIPE_PRICE_PRO" | null;
};

export const PLANS: readonly PlanDefinition[] = [
  {
    id: "free",
    name: "Free",
    price_cents: 0,
    currency: "usd",
    billing: "forever",
    features: [
      `Up to ${FREE_DAILY_FOOD_ENTRIES} food entries per day`,
      "Exercise tracking",
      "Daily health journal",
      "Calendar of your data",
      "CSV export of your data",
      "No AI features, migraine tracking, medication management or advanced analytics",
    ],
    button: "Downgrade to Free",
    stripe_price_env: null,
  },
  {
    id: "premium",
    name: "Premium",
    price_cents: 999,
    currency: "usd",
    billing: "per month",
    features: [
      "Unlimited food entries",
      "AI food photo analysis and AI workout plans",
      "Migraine tracking",
      "Medication management",
      "Advanced analytics and smart insights",
    ],
    button: "Upgrade to Premium",
    stripe_price_env: "STRIPE_PRICE_PREMIUM",
  },
  {
    id: "pro",
    name: "Pro",
    price_cents: 1999,
    currency: "usd",
    billing: "per month",
    features: [
      "Everything in Premium",
      "Data export and PDF health reports",
      "Medical report for your doctor",
      "API access",
      "Family sharing (up to 4 members)",
      "Provider dashboards",
    ],
    button: "Upgrade to Pro",
    stripe_price_env: "STRIPE_PRICE_PRO",
  },
];

export const PAID_PLANS = ["premium", "pro"] as const satisfies readonly PaidPlan[];

export function planById(id: Plan): PlanDefinition {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/** "9.99", "0": a price as the plan cards show it (without the currency sign). */
export function formatMinorUnits(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** "$9.99 USD": an amount in minor units with its currency (the payment result). */
export function formatAmount(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    const text = new Intl.NumberFormat("en-US", { style: "currency", currency: code }).format(minor / 100);
    return `${text} ${code}`;
  } catch {
    return `${(minor / 100).toFixed(2)} ${code}`;
  }
}

/**
 * Whether a plan card reads "current": the status equals the plan, or the status is
 * trial and the plan is free, or the status is active and the plan is premium.
 */
export function isCurrentPlan(planId: Plan, status: string): boolean {
  return (
    status === planId || (status === "trial" && planId === "free") || (status === "active" && planId === "premium")
  );
}
