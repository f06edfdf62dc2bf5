"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { contactSupportToCancel, TRIAL_CANCELLED, UPDATE_FAILED } from "@/lib/billing/messages";
import { useBillingPortal } from "./use-billing-portal";

/**
 * "Cancel subscription" (any status but free). A trial is cancelled here, through the API: it
 * keeps its end date, then the user is on Free. A paid plan goes to the Stripe customer portal
 * when the user has a billing account there, else a message to contact support.
 */
export function CancelSubscription({
  portalAvailable,
  supportEmail,
  trialEndsOn,
}: {
  portalAvailable: boolean;
  supportEmail: string;
  /** The trial's last day as the user reads it, when the plan in force is a trial. */
  trialEndsOn: string | null;
}) {
  const [contactSupport, setContactSupport] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const portal = useBillingPortal(contactSupportToCancel(supportEmail));

  if (trialEndsOn !== null) {
    return (
      <>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Cancel trial
        </Button>
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title="Cancel your free trial?"
          request={{ path: "/api/update-subscription", body: { plan: "free", action: "cancel" } }}
          success={TRIAL_CANCELLED}
          failure={{ fallback: UPDATE_FAILED, detailFor: [409] }}
          confirmLabel="Cancel trial"
          pendingLabel="Cancelling..."
          cancelLabel="Keep my trial"
        >
          <p>
            Premium features stay until your trial ends on {trialEndsOn}; after that you are on the Free plan. You are
            not charged, and nothing you logged is deleted.
          </p>
        </ConfirmDialog>
      </>
    );
  }

  function cancel() {
    setContactSupport(!portalAvailable);
    if (portalAvailable) void portal.run(null);
  }

  return (
    <div className="space-y-3">
      <Button variant="secondary" onClick={cancel} disabled={portal.pending}>
        {portal.pending ? "Opening billing portal..." : "Cancel subscription"}
      </Button>
      {contactSupport && <Alert tone="info">{contactSupportToCancel(supportEmail)}</Alert>}
      {portal.error && <Alert tone="error">{portal.error}</Alert>}
    </div>
  );
}
