"use client";

import { useState } from "react";
import { useApiAction } from "@/components/ui/use-api-action";
import type { FailureText } from "@/lib/api-client/client";

/**
 * Leaves for the Stripe customer portal (cancel, change plan or card). `pending` stays true
 * once the portal's address is known, until the browser has left; a failure is `error`.
 */
export function useBillingPortal(failure: string | FailureText) {
  const [leaving, setLeaving] = useState(false);
  const portal = useApiAction<null, { url: string }>({
    request: () => ({ path: "/api/billing-portal" }),
    failure,
    errorIn: "form",
    refresh: false,
    onSuccess: ({ url }) => {
      setLeaving(true);
      window.location.assign(url);
    },
  });
  return { ...portal, pending: portal.pending || leaving };
}
