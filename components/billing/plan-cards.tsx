"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { api, ApiClientError, errorText } from "@/lib/api/client";
import { CHECKOUT_FAILED, CHECKOUT_STORAGE_KEY, DOWNGRADED, UPDATE_FAILED } from "@/lib/billing/messages";
import { formatMinorUnits, isCurrentPlan, PLANS, type PlanDefinition } from "@/lib/billing/plans";
import { openBillingPortal } from "./open-portal";
import { PlanCard } from "./plan-card";

/**
 * The three plan cards (spec section 4, "Subscription display" and "Checkout"). A paid plan
 * starts a Stripe Checkout and leaves for its page; the free plan asks to confirm the
 * downgrade. Failures show on the page; nothing redirects without a checkout address.
 */
export function PlanCards({
  status,
  downgradeScheduled,
  portalAvailable,
}: {
  status: string;
  downgradeScheduled: boolean;
  /** A paying user with a Stripe customer switches between paid plans in the portal. */
  portalAvailable: boolean;
}) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function checkout(plan: PlanDefinition) {
    setBusy(plan.id);
    setError(null);
    try {
      const res = await api<{ checkout_url: string; session_id: string }>("/api/create-checkout-session", {
        method: "POST",
        body: { plan_name: plan.id, origin_url: window.location.origin },
      });
      sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ session_id: res.session_id, plan: plan.id }));
      window.location.assign(res.checkout_url);
    } catch (err) {
      // 503 (not configured), 409 (already paying), 400: the server's own words; else the spec's
      const specific = err instanceof ApiClientError && [400, 409, 503].includes(err.status) && err.detail;
      setError(specific || CHECKOUT_FAILED);
      setBusy(null);
    }
  }

  async function switchPlan(plan: PlanDefinition) {
    setBusy(plan.id);
    setError(null);
    try {
      await openBillingPortal();
    } catch (err) {
      setError(errorText(err, UPDATE_FAILED));
      setBusy(null);
    }
  }

  async function downgrade() {
    setBusy("free");
    try {
      await api("/api/update-subscription", { method: "POST", body: { plan: "free", action: "downgrade" } });
      setConfirming(false);
      toast.show(DOWNGRADED, "success");
      router.refresh();
    } catch {
      setConfirming(false);
      toast.show(UPDATE_FAILED, "error");
    } finally {
      setBusy(null);
    }
  }

  function action(plan: PlanDefinition) {
    const current = isCurrentPlan(plan.id, status);
    if (plan.id === "free") {
      if (status === "free") return { label: "Current Plan", disabled: true, run: () => {} };
      if (downgradeScheduled) return { label: "Downgrade scheduled", disabled: true, run: () => {} };
      return { label: plan.button, disabled: busy !== null, run: () => setConfirming(true) };
    }
    if (current) return { label: "Current Plan", disabled: true, run: () => {} };
    const paying = status === "premium" || status === "pro" || status === "active";
    if (paying && portalAvailable) {
      return {
        label: busy === plan.id ? "Opening billing portal..." : `Switch to ${plan.name}`,
        disabled: busy !== null,
        run: () => switchPlan(plan),
      };
    }
    return {
      label: busy === plan.id ? "Redirecting..." : plan.button,
      disabled: busy !== null,
      run: () => checkout(plan),
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
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Downgrade to the Free plan?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy === "free"}>
              Keep my plan
            </Button>
            <Button variant="danger" onClick={downgrade} disabled={busy === "free"}>
              {busy === "free" ? "Downgrading..." : "Downgrade"}
            </Button>
          </>
        }
      >
        <p className="text-sm text-muted">
          {status === "trial"
            ? "Your free trial ends now and you move to the Free plan: up to 5 food entries a day and no AI, migraine or medication features."
            : "Your paid plan stays until the end of the period you have paid for; after that you are on the Free plan. Nothing you logged is deleted."}
        </p>
      </Dialog>
    </div>
  );
}
