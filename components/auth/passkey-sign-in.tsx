"use client";

import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { api, errorText } from "@/lib/api-client/client";
import { AUTH_FAILED } from "@/lib/identity/sign-in/auth-result";
import { passkeySignInAction } from "@/app/(auth)/login/actions";
import { askForPasskey, PasskeyPromptError } from "./passkey-prompt";
import { useAuthSubmit } from "./use-auth-submit";

/** "Sign in with a passkey": no email or password; the device shows the passkeys it has for this site. */
export function PasskeySignIn() {
  const { pending, error, run, setError } = useAuthSubmit();

  async function signIn() {
    setError(null);
    try {
      const { options } = await api<{ options: PublicKeyCredentialRequestOptionsJSON }>({
        path: "/api/login/passkey/options",
      });
      const passkey = await askForPasskey(options);
      await run(() => passkeySignInAction({ passkey }));
    } catch (err) {
      setError(err instanceof PasskeyPromptError ? err.message : errorText(err, AUTH_FAILED));
    }
  }

  return (
    <div className="space-y-3">
      {error && <Alert tone="error">{error}</Alert>}
      <Button variant="secondary" className="w-full" onClick={signIn} disabled={pending}>
        <KeyIcon />
        {pending ? "Signing in..." : "Sign in with a passkey"}
      </Button>
    </div>
  );
}

function KeyIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="8" cy="15" r="4" />
      <path d="M10.8 12.2 20 3m-3 3 3 3m-6 0 2 2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
