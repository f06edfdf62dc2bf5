"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/api/client";
import { contactSupportToCancel } from "@/lib/billing/messages";
import { openBillingPortal } from "./open-portal";

/**
 * "Cancel subscription" (any status but free): the Stripe customer portal when the user has
 * a billing account there, else the spec's message to contact support.
 */
export function CancelSubscription({
  portalAvailable,
  supportEmail,
}: {
  portalAvailable: boolean;
  supportEmail: string;
}) {
  const [message, setMessage] = useState<{ tone: "info" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function cancel() {
    if (!portalAvailable) {
      setMessage({ tone: "info", text: contactSupportToCancel(supportEmail) });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await openBillingPortal();
    } catch (err) {
      setBusy(false);
      setMessage({ tone: "error", text: errorText(err, contactSupportToCancel(supportEmail)) });
    }
  }

  return (
    <div className="space-y-3">
      <Button variant="secondary" onClick={cancel} disabled={busy}>
        {busy ? "Opening billing portal..." : "Cancel subscription"}
      </Button>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </div>
  );
}
