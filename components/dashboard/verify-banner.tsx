"use client";

import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";

const KEY = "vitalog.verify-banner-dismissed";
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isDismissed(): boolean {
  try {
    return sessionStorage.getItem(KEY) === "1";
  } catch {
    return false; // storage blocked: the banner simply shows again
  }
}

function dismiss() {
  try {
    sessionStorage.setItem(KEY, "1");
  } catch {
    // storage blocked: still hide it for this page
  }
  listeners.forEach((l) => l());
}

/**
 * "Please verify your email", with a link to send the email again. Dismissal lasts for this
 * browser session; the server renders the banner only while the address is unverified.
 */
export function VerifyBanner({ email }: { email: string }) {
  const dismissed = useSyncExternalStore(subscribe, isDismissed, () => false);
  const [hidden, setHidden] = useState(false);
  const resend = useApiAction<null, { detail: string }>({
    request: () => ({ path: "/api/resend-verification" }),
    success: (res) => res.detail,
    failure: { fallback: "Failed to send the verification email", prefix: "Error" },
    // sending an email changes nothing the page shows
    refresh: false,
  });

  if (dismissed || hidden) return null;

  return (
    <section
      aria-labelledby="verify-banner-title"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="verify-banner-title" className="font-semibold">
        Please verify your email
      </h2>
      <p className="mt-1 text-sm">
        We sent a verification link to <strong className="break-words">{email}</strong>. Open it to confirm your
        address.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void resend.run(null)} disabled={resend.pending}>
          {resend.pending ? "Sending..." : "Resend link"}
        </Button>
        <Button
          variant="ghost"
          className="text-amber-900 hover:bg-amber-100"
          aria-label="Dismiss verification reminder"
          onClick={() => {
            setHidden(true);
            dismiss();
          }}
        >
          Dismiss
        </Button>
      </div>
    </section>
  );
}
