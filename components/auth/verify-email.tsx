"use client";

import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { api, errorText } from "@/lib/api/client";

const INVALID_LINK = "This link is invalid or has expired.";
type Outcome = { ok: boolean; detail: string };

/** Confirms the address of a verification link, once, as soon as the page opens. */
export function VerifyEmail({ token, signedIn }: { token: string | null; signedIn: boolean }) {
  const [result, setResult] = useState<Outcome | null>(null);
  // A link works once: strict mode's second effect run must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    api<{ detail: string }>("/api/verify-email", { method: "POST", body: { token } }).then(
      (data) => setResult({ ok: true, detail: data.detail }),
      (err: unknown) => setResult({ ok: false, detail: errorText(err, INVALID_LINK) }),
    );
  }, [token]);

  const outcome: Outcome | null = token ? result : { ok: false, detail: INVALID_LINK };
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-ink">Email verification</h2>
      {outcome ? (
        <Alert tone={outcome.ok ? "success" : "error"}>{outcome.detail}</Alert>
      ) : (
        <p role="status" className="flex items-center gap-3 text-muted">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
          />
          Verifying your email...
        </p>
      )}
      {outcome && (
        <ButtonLink href={signedIn ? "/" : "/login"} className="w-full">
          {signedIn ? "Go to dashboard" : "Go to login"}
        </ButtonLink>
      )}
    </div>
  );
}
