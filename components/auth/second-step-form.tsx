"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { api, errorText } from "@/lib/api/client";
import { AUTH_FAILED, type SecondStepChallenge } from "@/lib/auth/auth-result";
import { secondStepAction } from "@/lib/auth/actions";
import { checkAll } from "@/lib/validation/issues";
import { recoveryFormSchema, totpFormSchema } from "@/lib/two-factor/schema";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { askForPasskey, PasskeyPromptError } from "./passkey-prompt";
import { useAuthSubmit } from "./use-auth-submit";

type Mode = "totp" | "recovery_code";

const linkButton =
  "inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline";

/**
 * The second step of a sign-in, after a correct password: the authenticator app's code, a
 * recovery code, or a passkey. The session is created only when it passes; a sign-in token
 * that expired sends the user back to the password.
 */
export function SecondStepForm({ challenge, onRestart }: { challenge: SecondStepChallenge; onRestart: () => void }) {
  const { methods, mfa_token } = challenge;
  const [mode, setMode] = useState<Mode>(methods.includes("totp") ? "totp" : "recovery_code");
  const [value, setValue] = useState("");
  const { pending, error, run, setError } = useAuthSubmit();
  const field = mode === "totp" ? "code" : "recovery_code";
  const form = useCheckedForm(
    () => checkAll({ [field]: value }, [[mode === "totp" ? totpFormSchema : recoveryFormSchema, { [field]: value }]]),
    (payload) => run(() => secondStepAction({ mfa_token, ...payload })),
  );

  function switchTo(next: Mode) {
    setMode(next);
    setValue("");
    setError(null);
    form.clear("code", "recovery_code");
  }

  async function signInWithPasskey() {
    setError(null);
    try {
      const { options } = await api<{ options: PublicKeyCredentialRequestOptionsJSON }>(
        "/api/login/mfa/passkey-options",
        { method: "POST", body: { mfa_token } },
      );
      const passkey = await askForPasskey(options);
      await run(() => secondStepAction({ mfa_token, passkey }));
    } catch (err) {
      setError(err instanceof PasskeyPromptError ? err.message : errorText(err, AUTH_FAILED));
    }
  }

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-ink">Two-step verification</h2>
        <p className="text-sm text-muted">
          {mode === "totp"
            ? "Enter the 6-digit code from your authenticator app to finish signing in."
            : "Enter one of the recovery codes you saved when you set up two-step verification. Each code works once."}
        </p>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <form noValidate onSubmit={form.onSubmit} className="space-y-4">
        {mode === "totp" ? (
          <Field label="Authentication code" error={form.errors.code}>
            {(p) => (
              <Input
                {...p}
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={7}
                autoFocus
                className="tracking-[0.3em]"
                value={value}
                onChange={(e) => {
                  setValue(e.target.value);
                  form.clear("code");
                }}
              />
            )}
          </Field>
        ) : (
          <Field label="Recovery code" hint="For example: k7m2p-x9qrt" error={form.errors.recovery_code}>
            {(p) => (
              <Input
                {...p}
                name="recovery_code"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                autoFocus
                value={value}
                onChange={(e) => {
                  setValue(e.target.value);
                  form.clear("recovery_code");
                }}
              />
            )}
          </Field>
        )}
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? "Verifying..." : "Verify"}
        </Button>
      </form>
      <div className="flex flex-col items-center gap-1 border-t border-slate-200 pt-3">
        {mode === "totp" && methods.includes("recovery_code") && (
          <button type="button" className={linkButton} onClick={() => switchTo("recovery_code")}>
            Use a recovery code
          </button>
        )}
        {mode === "recovery_code" && methods.includes("totp") && (
          <button type="button" className={linkButton} onClick={() => switchTo("totp")}>
            Use your authenticator app
          </button>
        )}
        {methods.includes("passkey") && (
          <button type="button" className={linkButton} onClick={signInWithPasskey} disabled={pending}>
            Use a passkey
          </button>
        )}
        <button type="button" className={linkButton} onClick={onRestart}>
          Start over
        </button>
      </div>
    </div>
  );
}
