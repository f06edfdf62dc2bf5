"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { detailOf, useApiAction } from "@/components/ui/use-api-action";
import { totpConfirmSchema } from "@/lib/identity/two-factor/schema";
import { PasswordDialog } from "./password-dialog";
import { RecoveryCodesList } from "./recovery-codes-list";
import { StatusBadge } from "./status-badge";

type Setup = { secret: string; otpauth_url: string; qr_svg: string };

/** The key in groups of four, as authenticator apps show a typed key. */
export function groupedKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/**
 * The authenticator app: set up (password, then scan the QR code or type the key, then a
 * first code, then the recovery codes shown once), or turned off with the password.
 */
export function AuthenticatorSection({ enabled, email }: { enabled: boolean; email: string }) {
  const router = useRouter();
  const toast = useToast();
  const [asking, setAsking] = useState<"setup" | "disable" | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState("");
  const [codes, setCodes] = useState<string[] | null>(null);

  const start = useApiAction<string, Setup>({
    request: (password) => ({ path: "/api/two-factor/totp/setup", body: { password } }),
    failure: "Could not start the setup. Please try again.",
    errorIn: "form",
    refresh: false,
    onSuccess: (result) => {
      setAsking(null);
      setSetup(result);
    },
  });
  const confirm = useApiAction<{ code: string }, { recovery_codes: string[] }>({
    schema: totpConfirmSchema,
    request: (body) => ({ path: "/api/two-factor/totp/confirm", body }),
    failure: "Could not turn on the authenticator app. Please try again.",
    errorIn: "form",
    refresh: false,
    onSuccess: (result) => {
      setSetup(null);
      setCode("");
      setCodes(result.recovery_codes);
    },
  });
  const disable = useApiAction<string>({
    request: (password) => ({ path: "/api/two-factor/totp", method: "DELETE", body: { password } }),
    success: detailOf,
    failure: "Could not turn off the authenticator app. Please try again.",
    errorIn: "form",
    onSuccess: () => setAsking(null),
  });

  function finish() {
    setCodes(null);
    toast.show("Two-step verification with your authenticator app is on.", "success");
    router.refresh();
  }

  return (
    <section aria-labelledby="two-factor-app" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="two-factor-app" className="font-semibold text-ink">
          Authenticator app
        </h3>
        <StatusBadge on={enabled || !!codes} />
      </div>
      <p className="text-sm text-muted">
        An app such as Google Authenticator, Microsoft Authenticator or 1Password shows a new 6-digit code every 30
        seconds. You enter it after your password.
      </p>

      {codes ? (
        <RecoveryCodesList codes={codes} onDone={finish} />
      ) : setup ? (
        <div className="space-y-4 rounded-xl border border-slate-200 p-4">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-ink">
            <li>Open your authenticator app and add an account.</li>
            <li>Scan this QR code, or type the key below.</li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by our server, shown as it is */}
            <img
              src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`}
              alt="QR code to add vitalog to your authenticator app"
              width={176}
              height={176}
              className="h-44 w-44 rounded-lg border border-slate-200 bg-white"
            />
            <div className="min-w-0 space-y-1">
              <p className="text-sm text-muted">Can’t scan? Type this key:</p>
              <p className="font-mono text-base break-all text-ink" data-testid="totp-secret">
                {groupedKey(setup.secret)}
              </p>
              <p className="text-xs text-muted">Time-based, 6 digits, every 30 seconds.</p>
            </div>
          </div>
          <form onSubmit={confirm.submit(() => ({ code }))} noValidate className="space-y-3">
            {confirm.error && <Alert tone="error">{confirm.error}</Alert>}
            <Field label="Code from the app" error={confirm.fieldErrors.code}>
              {(p) => (
                <Input
                  {...p}
                  name="code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={7}
                  className="max-w-40 tracking-[0.3em]"
                  value={code}
                  onChange={(e) => {
                    setCode(e.target.value);
                    confirm.clearField("code");
                  }}
                />
              )}
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={confirm.pending}>
                {confirm.pending ? "Checking..." : "Turn on"}
              </Button>
              <Button variant="secondary" onClick={() => setSetup(null)} disabled={confirm.pending}>
                Cancel
              </Button>
            </div>
          </form>
        </div>
      ) : enabled ? (
        <Button variant="secondary" onClick={() => setAsking("disable")} className="w-full sm:w-auto">
          Turn off
        </Button>
      ) : (
        <Button onClick={() => setAsking("setup")} className="w-full sm:w-auto">
          Set up authenticator app
        </Button>
      )}

      <PasswordDialog
        open={asking === "setup"}
        onClose={() => {
          setAsking(null);
          start.clear();
        }}
        title="Set up an authenticator app"
        confirmLabel="Continue"
        pendingLabel="Checking..."
        pending={start.pending}
        error={start.error}
        onConfirm={(password) => void start.run(password)}
        email={email}
      >
        Enter your password to continue.
      </PasswordDialog>
      <PasswordDialog
        open={asking === "disable"}
        onClose={() => {
          setAsking(null);
          disable.clear();
        }}
        title="Turn off the authenticator app?"
        confirmLabel="Turn off"
        pendingLabel="Turning off..."
        tone="danger"
        pending={disable.pending}
        error={disable.error}
        onConfirm={(password) => void disable.run(password)}
        email={email}
      >
        Signing in will no longer ask for a code from your app. Enter your password to confirm.
      </PasswordDialog>
    </section>
  );
}
