"use client";

import { useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { errorText } from "@/lib/api-client/client";
import { AUTH_FAILED, type AuthResult, type SecondStepChallenge } from "@/lib/identity/sign-in/auth-result";
import { localNextPath } from "@/lib/identity/sign-in/callback-url";

/**
 * Runs a sign-in server action: "Processing..." while in flight; on failure the server's
 * detail, else "Authentication failed", or the network message when the server could not be
 * reached (`errorText`'s one wording); on success the dashboard, or the page of `?next=` (a
 * family invitation's join page, kept through sign-in or registration). The pending state is kept on
 * success so the button stays disabled until the dashboard replaces the form. A correct
 * password whose account asks for a second step goes to `onSecondStep`, without an error.
 */
export function useAuthSubmit() {
  const router = useRouter();
  const next = localNextPath(useSearchParams().get("next"));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<AuthResult>, onSecondStep?: (step: SecondStepChallenge) => void) {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const result = await action();
      if (result.ok) {
        // the action set the session cookie: the pages render again as the signed-in user
        router.replace(next ?? "/");
        router.refresh();
        return;
      }
      if (result.second_step && onSecondStep) onSecondStep(result.second_step);
      else setError(result.detail || AUTH_FAILED);
    } catch (err) {
      console.error("sign-in request failed", err);
      setError(errorText(err, AUTH_FAILED));
    }
    setPending(false);
  }

  return { pending, error, run, setError };
}
