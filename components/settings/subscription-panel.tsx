import Link from "next/link";
import { Card, CardTitle } from "@/components/ui/card";
import type { Subscription } from "@/lib/billing/entitlements";
import { FAMILY_SEATS } from "@/lib/family/schema";
import { viewById } from "@/lib/navigation";
import { describePlan } from "./plan-status";

/** Settings → Subscription: the plan in force, read only; plan changes live on the Subscription page. */
export function SubscriptionPanel({ subscription, timeZone }: { subscription: Subscription; timeZone: string }) {
  const plan = describePlan(subscription, timeZone);
  const subscriptionView = viewById("subscription");
  const rows = [
    { label: "Plan", value: plan.familyOwner ? plan.statusLabel : plan.planName },
    { label: "Status", value: plan.statusName },
    ...(plan.endsOn
      ? [{ label: plan.statusName === "Trial" ? "Trial ends" : "Current period ends", value: plan.endsOn }]
      : []),
    ...(plan.endsToFree ? [{ label: "After that", value: "Free plan" }] : []),
  ];
  return (
    <Card aria-labelledby="settings-plan">
      <CardTitle>
        <span id="settings-plan">Your plan</span>
      </CardTitle>
      <dl className="space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3">
            <dt className="text-muted">{row.label}</dt>
            <dd className="text-right font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted">
        {subscriptionView ? (
          <>
            To upgrade, downgrade or cancel, go to the{" "}
            <Link href={subscriptionView.href} className="font-medium text-brand-700 underline underline-offset-2">
              Subscription page
            </Link>
            .
          </>
        ) : (
          "Upgrading, downgrading and cancelling your plan will be available on the Subscription page."
        )}
      </p>
      <p className="mt-2 text-sm text-muted">
        Pro covers a family of up to {FAMILY_SEATS}: invite people and choose what each may see on the{" "}
        <Link href="/family" className="font-medium text-brand-700 underline underline-offset-2">
          Family page
        </Link>
        .
      </p>
    </Card>
  );
}
