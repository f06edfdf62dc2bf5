"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { api } from "@/lib/api-client/client";
import {
  CHECKOUT_STORAGE_KEY,
  PAYMENT_ERROR,
  PAYMENT_EXPIRED,
  PAYMENT_POLL_ATTEMPTS,
  PAYMENT_POLL_MS,
  PAYMENT_TIMEOUT,
} from "@/lib/billing/messages";
import { formatAmount } from "@/lib/billing/plans";
import type { ApiResult } from "@/lib/api-client/contract";
import type { CheckoutStatus } from "@/lib/billing/schema";

type State = "checking" | "processing" | "success" | "expired" | "timeout" | "error";

const HEADINGS: Record<State, string> = {
  checking: "Checking your payment",
  processing: "Processing your payment",
  success: "Payment successful!",
  expired: "Payment session expired",
  timeout: "Payment still processing",
  error: "Payment check failed",
};

/**
 * The payment-result view: checking, then processing (a poll every 2 s, at most 10), then
 * success / expired / timeout / error. It only reads the status: the plan is granted by the
 * Stripe webhook, and "paid" is reported once it has been.
 */
export function PaymentResult({ sessionId, planName }: { sessionId: string | null; planName: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>(sessionId ? "checking" : "error");
  const [result, setResult] = useState<CheckoutStatus | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!sessionId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function check(n: number) {
      setAttempt(n);
      try {
        const status = await api<ApiResult<"/api/checkout-status/{session_id}">>(
          `/api/checkout-status/${encodeURIComponent(sessionId!)}`,
        );
        if (stopped) return;
        if (status.payment_status === "paid" || status.payment_status === "no_payment_required") {
          setResult(status);
          setState("success");
          sessionStorage.removeItem(CHECKOUT_STORAGE_KEY);
          router.refresh(); // the poll saw the plan granted: the server components read the new plan
          return;
        }
        if (status.status === "expired") return setState("expired");
        if (n >= PAYMENT_POLL_ATTEMPTS) return setState("timeout");
        setState("processing");
        timer = setTimeout(() => void check(n + 1), PAYMENT_POLL_MS);
      } catch {
        if (!stopped) setState("error"); // not ours (404), the network, or the server
      }
    }
    void check(1);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [sessionId, router]);

  const busy = state === "checking" || state === "processing";
  return (
    <Card aria-labelledby="payment-result" aria-busy={busy}>
      <div className="space-y-3 text-center">
        {busy && (
          <span
            aria-hidden="true"
            className="mx-auto block size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
          />
        )}
        {state === "success" && (
          <span aria-hidden="true" className="block text-4xl">
            ✓
          </span>
        )}
        <h2 id="payment-result" className="text-xl font-semibold text-ink">
          {HEADINGS[state]}
        </h2>
        <div
          role={state === "error" || state === "expired" ? "alert" : "status"}
          className="space-y-2 text-sm text-muted"
        >
          {state === "checking" && <p>Checking your payment status...</p>}
          {state === "processing" && (
            <p>
              Waiting for the payment to be confirmed. This may take a moment (check {attempt} of{" "}
              {PAYMENT_POLL_ATTEMPTS}).
            </p>
          )}
          {state === "success" && (
            <>
              <p className="text-base text-ink">Thank you! You are now on the {planName} plan.</p>
              {result?.amount_total != null && result.currency && (
                <p>Amount paid: {formatAmount(result.amount_total, result.currency)}</p>
              )}
            </>
          )}
          {state === "expired" && <p>{PAYMENT_EXPIRED}</p>}
          {state === "timeout" && <p>{PAYMENT_TIMEOUT}</p>}
          {state === "error" && <p>{PAYMENT_ERROR}</p>}
        </div>
        {!busy && (
          <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:justify-center">
            <ButtonLink href="/">Go to dashboard</ButtonLink>
            {state !== "success" && (
              <ButtonLink href="/subscription" variant="secondary">
                Back to plans
              </ButtonLink>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
