"use client";

import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api/client";

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
 * "Please verify your email" (spec section 4). Dismissal lasts for this browser session;
 * the server renders the banner only while the address is unverified.
 */
export function VerifyBanner({ email }: { email: string }) {
  const dismissed = useSyncExternalStore(subscribe, isDismissed, () => false);
  const [hidden, setHidden] = useState(false);
  const [sending, setSending] = useState(false);
  const toast = useToast();

  if (dismissed || hidden) return null;

  async function resend() {
    setSending(true);
    try {
      const res = await api<{ detail: string }>("/api/resend-verification", { method: "POST" });
      toast.show(res.detail, "success");
    } catch (err) {
      toast.show(errorText(err, { fallback: "Failed to send the verification email", prefix: "Error" }), "error");
    } finally {
      setSending(false);
    }
  }

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
        <Button variant="secondary" onClick={resend} disabled={sending}>
          {sending ? "Sending..." : "Resend link"}
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
