"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiAction } from "@/components/ui/use-api-action";
import { CHECKOUT_FAILED, CHECKOUT_STORAGE_KEY, DOWNGRADED, UPDATE_FAILED } from "@/lib/billing/messages";
import { formatMinorUnits, isCurrentPlan, PLANS, type PaidPlan, type PlanDefinition } from "@/lib/billing/plans";
import { createCheckoutSchema } from "@/lib/billing/schema";
import { PlanCard } from "./plan-card";
import { useBillingPortal } from "./use-billing-portal";

type Checkout = { checkout_url: string; session_id: string };

const DOWNGRADE_TEXT =
  "Your paid plan stays until the end of the period you have paid for; after that you are on the Free plan. " +
  "Nothing you logged is deleted.";

/** The Free card's line for a trial user: the trial's plan and last day. */
function trialNote({ planName, endsOn, cancelled }: { planName: string; endsOn: string | null; cancelled: boolean }) {
  const until = endsOn ? ` until ${endsOn}` : "";
  return cancelled
    ? `Your ${planName} trial is cancelled: ${planName} features${until}, then this plan.`
    : `You have a free ${planName} trial${until}. You are not charged; after it you are on this plan unless you upgrade.`;
}

/** Starts a Stripe Checkout for a paid plan and leaves for its page; `pending` stays true until then. */
function useCheckout() {
  const [leaving, setLeaving] = useState(false);
  const checkout = useApiAction<PaidPlan, Checkout>({
    schema: createCheckoutSchema,
    request: (plan) => ({
      path: "/api/create-checkout-session",
      body: { plan_name: plan, origin_url: window.location.origin },
    }),
    // no payment set up (503), a plan already paid (409), a bad request (400): the server's words
    failure: { fallback: CHECKOUT_FAILED, detailFor: [400, 409, 503] },
    errorIn: "form",
    refresh: false,
    onSuccess: (result, plan) => {
      sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ session_id: result.session_id, plan }));
      setLeaving(true);
      window.location.assign(result.checkout_url);
    },
  });
  return { ...checkout, pending: checkout.pending || leaving };
}

/**
 * The three plan cards. A paid plan starts a Stripe Checkout and leaves for its page (a paying
 * user with a billing account switches plans in the portal instead); the free plan asks to
 * confirm the downgrade. Failures show on the page; nothing redirects without an address.
 */
export function PlanCards({
  status,
  downgradeScheduled,
  portalAvailable,
  trial,
}: {
  status: string;
  downgradeScheduled: boolean;
  /** A running trial: the plan it gives, its last day, and whether it is cancelled. */
  trial: { planName: string; endsOn: string | null; cancelled: boolean } | null;
  /** A paying user with a Stripe customer switches between paid plans in the portal. */
  portalAvailable: boolean;
}) {
  const [chosen, setChosen] = useState<PaidPlan | null>(null);
  const [confirming, setConfirming] = useState(false);
  const checkout = useCheckout();
  const portal = useBillingPortal(UPDATE_FAILED);
  const busy = checkout.pending || portal.pending ? chosen : null;
  const error = checkout.error ?? portal.error;

  function choose(plan: PaidPlan) {
    setChosen(plan);
    checkout.clear();
    portal.clear();
  }

  function action(plan: PlanDefinition) {
    const none = { disabled: true, run: () => {} };
    if (plan.id === "free") {
      // a trial costs nothing: Free is its current card, and the trial is cancelled above, not downgraded here
      if (status === "free" || status === "trial") return { label: "Current Plan", ...none };
      if (downgradeScheduled) return { label: "Downgrade scheduled", ...none };
      return { label: plan.button, disabled: busy !== null, run: () => setConfirming(true) };
    }
    const paid = plan.id;
    if (isCurrentPlan(paid, status)) return { label: "Current Plan", ...none };
    const paying = status === "premium" || status === "pro" || status === "active";
    if (paying && portalAvailable) {
      return {
        label: busy === paid ? "Opening billing portal..." : `Switch to ${plan.name}`,
        disabled: busy !== null,
        run: () => {
          choose(paid);
          void portal.run(null);
        },
      };
    }
    return {
      label: busy === paid ? "Redirecting..." : plan.button,
      disabled: busy !== null,
      run: () => {
        choose(paid);
        void checkout.run(paid);
      },
    };
  }

  return (
    <div className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <div className="grid gap-4 md:grid-cols-3">
        {PLANS.map((plan) => {
          const a = action(plan);
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              price={formatMinorUnits(plan.price_cents)}
              current={isCurrentPlan(plan.id, status)}
              note={plan.id === "free" && trial ? trialNote(trial) : undefined}
            >
              <Button
                className="w-full"
                variant={plan.id === "free" ? "secondary" : "primary"}
                disabled={a.disabled}
                onClick={a.run}
                aria-label={a.label === plan.button ? undefined : `${a.label}: ${plan.name}`}
              >
                {a.label}
              </Button>
            </PlanCard>
          );
        })}
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Downgrade to the Free plan?"
        request={{ path: "/api/update-subscription", body: { plan: "free", action: "downgrade" } }}
        success={DOWNGRADED}
        failure={{ fallback: UPDATE_FAILED, detailFor: [] }}
        confirmLabel="Downgrade"
        pendingLabel="Downgrading..."
        cancelLabel="Keep my plan"
      >
        <p>{DOWNGRADE_TEXT}</p>
      </ConfirmDialog>
    </div>
  );
}
