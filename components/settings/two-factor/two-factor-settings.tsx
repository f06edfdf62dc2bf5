"use client";

import { Card, CardTitle } from "@/components/ui/card";
import type { TwoFactorStatus } from "@/lib/identity/two-factor/factors";
import { AuthenticatorSection } from "./authenticator-section";
import { PasskeysSection } from "./passkeys-section";
import { RecoverySection } from "./recovery-section";

/** The two-step verification card: the authenticator app, passkeys, and recovery codes once a factor is on. */
export function TwoFactorSettings({
  status,
  email,
  timeZone,
}: {
  status: TwoFactorStatus;
  email: string;
  timeZone: string;
}) {
  return (
    <Card aria-labelledby="settings-two-factor">
      <CardTitle>
        <span id="settings-two-factor">Two-step verification</span>
      </CardTitle>
      <p className="mb-4 text-sm text-muted">
        {status.enabled
          ? "Signing in asks for a second step after your password, so your password alone is not enough."
          : "Add a second step to signing in, so your password alone is not enough to open your health records."}
      </p>
      <div className="divide-y divide-slate-200 [&>*]:py-5 [&>*:first-child]:pt-0 [&>*:last-child]:pb-0">
        <AuthenticatorSection enabled={status.totp_enabled} email={email} />
        <PasskeysSection passkeys={status.passkeys} email={email} timeZone={timeZone} />
        {status.enabled && <RecoverySection left={status.recovery_codes_left} email={email} />}
      </div>
    </Card>
  );
}
