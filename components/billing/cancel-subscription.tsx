"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { contactSupportToCancel } from "@/lib/billing/messages";
import { useBillingPortal } from "./use-billing-portal";

/**
 * "Cancel subscription" (any status but free): the Stripe customer portal when the user has
 * a billing account there, else a message to contact support.
 */
export function CancelSubscription({
  portalAvailable,
  supportEmail,
}: {
  portalAvailable: boolean;
  supportEmail: string;
}) {
  const [contactSupport, setContactSupport] = useState(false);
  const portal = useBillingPortal(contactSupportToCancel(supportEmail));

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
