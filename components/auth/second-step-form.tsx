"use client";

import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { api, errorText } from "@/lib/api-client/client";
import { AUTH_FAILED, type SecondStepChallenge } from "@/lib/identity/sign-in/auth-result";
import { secondStepAction } from "@/app/(auth)/login/actions";
import { checkAll } from "@/lib/validation/issues";
import type { MfaMethod } from "@/lib/identity/two-factor/schema";
import { recoveryFormSchema, totpConfirmSchema } from "@/lib/identity/two-factor/schema";
import { askForPasskey, PasskeyPromptError } from "./passkey-prompt";
import { useAuthSubmit } from "./use-auth-submit";

const linkButton =
  "inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline";

const INTRO: Record<MfaMethod, string> = {
  totp: "Enter the 6-digit code from your authenticator app to finish signing in.",
  recovery_code:
    "Enter one of the recovery codes you saved when you set up two-step verification. Each code works once.",
  passkey: "Use your passkey to finish signing in. Your device will ask for your fingerprint, face or screen lock.",
};

const OTHER: Record<MfaMethod, string> = {
  totp: "Use your authenticator app",
  recovery_code: "Use a recovery code",
  passkey: "Use a passkey",
};

/**
 * The second step of a sign-in, after a correct password: the authenticator app's code, a
 * recovery code, or a passkey (the app first when the account has it, else the passkey).
 * The session is created only when it passes; "Start over" goes back to the password.
 */
export function SecondStepForm({ challenge, onRestart }: { challenge: SecondStepChallenge; onRestart: () => void }) {
  const { methods, mfa_token } = challenge;
  const [mode, setMode] = useState<MfaMethod>(
    methods.includes("totp") ? "totp" : methods.includes("passkey") ? "passkey" : "recovery_code",
  );
  const [value, setValue] = useState("");
  const { pending, error, run, setError } = useAuthSubmit();
  const field = mode === "totp" ? "code" : "recovery_code";
  const form = useCheckedForm(
    () =>
      checkAll({ [field]: value }, [[mode === "totp" ? totpConfirmSchema : recoveryFormSchema, { [field]: value }]]),
    (payload) => run(() => secondStepAction({ mfa_token, ...payload })),
  );

  function switchTo(next: MfaMethod) {
    setMode(next);
    setValue("");
    setError(null);
    form.clear("code", "recovery_code");
  }

  async function signInWithPasskey() {
    setError(null);
    try {
      const { options } = await api<{ options: PublicKeyCredentialRequestOptionsJSON }>({
        path: "/api/login/mfa/passkey-options",
        body: { mfa_token },
      });
      const passkey = await askForPasskey(options);
      await run(() => secondStepAction({ mfa_token, passkey }));
    } catch (err) {
      setError(err instanceof PasskeyPromptError ? err.message : errorText(err, AUTH_FAILED));
    }
  }

  const codeInput = (name: "code" | "recovery_code") => ({
    name,
    value,
    autoFocus: true,
    onChange: (e: { target: { value: string } }) => {
      setValue(e.target.value);
      form.clear(name);
    },
  });

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-ink">Two-step verification</h2>
        <p className="text-sm text-muted">{INTRO[mode]}</p>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {mode === "passkey" ? (
        <Button className="w-full" onClick={signInWithPasskey} disabled={pending}>
          {pending ? "Verifying..." : "Use a passkey"}
        </Button>
      ) : (
        <form noValidate onSubmit={form.onSubmit} className="space-y-4">
          {mode === "totp" ? (
            <Field label="Authentication code" error={form.errors.code}>
              {(p) => (
                <Input
                  {...p}
                  {...codeInput("code")}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={7}
                  className="tracking-[0.3em]"
                />
              )}
            </Field>
          ) : (
            <Field label="Recovery code" hint="For example: k7m2p-x9qrt" error={form.errors.recovery_code}>
              {(p) => (
                <Input
                  {...p}
                  {...codeInput("recovery_code")}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              )}
            </Field>
          )}
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? "Verifying..." : "Verify"}
          </Button>
        </form>
      )}
      <div className="flex flex-col items-center gap-1 border-t border-slate-200 pt-3">
        {methods
          .filter((m) => m !== mode)
          .map((m) => (
            <button
              key={m}
              type="button"
              className={linkButton}
              disabled={pending}
              onClick={() => (m === "passkey" ? signInWithPasskey() : switchTo(m))}
            >
              {OTHER[m]}
            </button>
          ))}
        <button type="button" className={linkButton} onClick={onRestart}>
          Start over
        </button>
      </div>
    </div>
  );
}
