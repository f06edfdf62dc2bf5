"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { INVALID_LINK, tokenSchema } from "@/lib/identity/schema";

/**
 * The link mailed to the address an account left. It asks before it acts (a mail scanner that
 * opens links must not undo anything): the button restores the address and signs every device
 * out; then the user chooses a new password, since whoever changed the email knew the old one.
 */
export function RevertEmail({ token }: { token: string | null }) {
  const [done, setDone] = useState<string | null>(null);
  const revert = useApiAction<string, { detail: string }>({
    schema: tokenSchema,
    request: (value) => ({ path: "/api/revert-email", body: { token: value } }),
    failure: INVALID_LINK,
    errorIn: "form",
    refresh: false,
    onSuccess: (result) => setDone(result.detail),
  });
  const refused = token ? (revert.error ?? revert.fieldErrors.token) : INVALID_LINK;

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-ink">Restore your email address</h2>
      {done ? (
        <>
          <Alert tone="success">{done}</Alert>
          <ButtonLink href="/reset-password" className="w-full">
            Choose a new password
          </ButtonLink>
          <ButtonLink href="/login" variant="secondary" className="w-full">
            Go to login
          </ButtonLink>
        </>
      ) : refused ? (
        <>
          <Alert tone="error">{refused}</Alert>
          <ButtonLink href="/login" variant="secondary" className="w-full">
            Go to login
          </ButtonLink>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">
            The email address of your vitalog account was changed. If you did not make this change, restore this
            address: every device signed in to the account is signed out, and every personal access token is revoked.
          </p>
          <Button onClick={() => void revert.run(token!)} disabled={revert.pending} className="w-full">
            {revert.pending ? "Restoring..." : "Restore my email address"}
          </Button>
        </>
      )}
    </div>
  );
}
