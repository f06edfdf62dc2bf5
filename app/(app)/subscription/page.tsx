import { CancelSubscription } from "@/components/billing/cancel-subscription";
import { PlanCards } from "@/components/billing/plan-cards";
import { SubscriptionFaq } from "@/components/billing/subscription-faq";
import { describePlan } from "@/components/settings/plan-status";
import { PageHeader } from "@/components/shell/app-header";
import { Alert } from "@/components/ui/alert";
import { Card, CardTitle } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { requireSessionUser } from "@/lib/identity/sign-in/session";
import { getBillingAccount } from "@/lib/billing/service";
import { effectiveStatus } from "@/lib/billing/entitlements";
import { CHECKOUT_CANCELLED } from "@/lib/billing/messages";
import { paymentsConfigured } from "@/lib/billing/stripe";
import { env } from "@/lib/env";
import { searchValue, type SearchParams } from "@/lib/navigation";

export const metadata = { title: "Subscription" };

export default async function SubscriptionPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSessionUser();
  const account = await getBillingAccount(await getDb(), user.id);
  const status = effectiveStatus(user);
  const summary = describePlan(user, user.time_zone);
  const paid = status === "premium" || status === "pro" || status === "active";
  const trial = status === "trial";
  const downgradeScheduled = paid && user.subscription_plan === "free";
  const cancelled = searchValue((await searchParams).checkout) === "cancelled";
  const supportEmail = env().SUPPORT_EMAIL;
  const portalAvailable = paymentsConfigured() && Boolean(account?.stripe_customer_id);

  return (
    <>
      <PageHeader title="Subscription" subtitle="Choose the plan that fits you" />
      <div className="space-y-5">
        {cancelled && <Alert tone="info">{CHECKOUT_CANCELLED}</Alert>}
        <Card aria-labelledby="your-plan">
          <CardTitle>
            <span id="your-plan">Your plan</span>
          </CardTitle>
          <p className="text-sm">
            <span className="font-medium">
              {trial && !summary.familyOwner ? `${summary.planName} trial` : summary.statusLabel}
            </span>
            {summary.familyOwner && <span className="text-muted"> — paid by the family&apos;s owner.</span>}
            {summary.endsOn && (trial || paid) && (
              <span className="text-muted">
                {summary.endsToFree
                  ? ` — ends ${summary.endsOn}. After that you are on the Free plan.`
                  : trial
                    ? ` — ends ${summary.endsOn}.`
                    : ` — renews ${summary.endsOn}.`}
              </span>
            )}
          </p>
          {status !== "free" && !(trial && summary.endsToFree) && (
            <div className="mt-4">
              <CancelSubscription
                portalAvailable={portalAvailable}
                supportEmail={supportEmail}
                trialEndsOn={trial ? summary.endsOn : null}
              />
            </div>
          )}
        </Card>
        <PlanCards
          status={status}
          downgradeScheduled={downgradeScheduled}
          portalAvailable={portalAvailable}
          trial={trial ? { planName: summary.planName, endsOn: summary.endsOn, cancelled: summary.endsToFree } : null}
        />
        <Card aria-labelledby="faq">
          <CardTitle>
            <span id="faq">Frequently asked questions</span>
          </CardTitle>
          <SubscriptionFaq />
        </Card>
        <p className="text-center text-sm text-muted">
          Questions about your plan or a payment? Contact us at{" "}
          <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline underline-offset-2">
            {supportEmail}
          </a>
          .
        </p>
      </div>
    </>
  );
}
