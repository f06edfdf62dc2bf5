"use client";

import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { INVALID_LINK, tokenSchema } from "@/lib/identity/schema";

/** Confirms the address of a verification link, once, as soon as the page opens. */
export function VerifyEmail({ token, signedIn }: { token: string | null; signedIn: boolean }) {
  const [verified, setVerified] = useState<string | null>(null);
  const verify = useApiAction<string, { detail: string }>({
    schema: tokenSchema,
    request: (value) => ({ path: "/api/verify-email", body: { token: value } }),
    failure: INVALID_LINK,
    errorIn: "form",
    refresh: false,
    onSuccess: (result) => setVerified(result.detail),
  });
  // A link works once: strict mode's second effect run must not send it again.
  const sent = useRef(false);
  const run = verify.run;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void run(token);
  }, [token, run]);

  const refused = token ? (verify.error ?? verify.fieldErrors.token) : INVALID_LINK;
  const outcome = verified ? { ok: true, detail: verified } : refused ? { ok: false, detail: refused } : null;
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
