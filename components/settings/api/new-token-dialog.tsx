"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useCopySecret } from "@/components/ui/use-copy-secret";
import type { TokenScope } from "@/lib/identity/api-access/schema";

/** What POST /api/tokens answers: the secret, this once. */
export type NewToken = { token_id: string; token: string; name: string; scope: TokenScope; expires_at: string | null };

/**
 * The new token's secret, shown this one time, with a Copy button.
 */
export function NewTokenDialog({ token, onClose }: { token: NewToken | null; onClose: () => void }) {
  const { state: copy, target: secret, copy: copyText, reset } = useCopySecret();
  const copySecret = () => (token ? copyText(token.token) : Promise.resolve());
  const close = () => {
    reset();
    onClose();
  };

  return (
    <Dialog
      open={token !== null}
      onClose={close}
      title="Copy your new token"
      footer={
        <>
          <Button variant="secondary" onClick={() => void copySecret()}>
            {copy === "copied" ? "Copied" : "Copy token"}
          </Button>
          <Button onClick={close}>Done</Button>
        </>
      }
    >
      {token && (
        <div className="space-y-3 text-sm">
          <Alert tone="warning">
            This is the only time the token is shown. Copy it now and keep it somewhere safe, such as a password
            manager. If you lose it, revoke it and create another.
          </Alert>
          <div className="space-y-1">
            <p id="new-token-label" className="font-medium text-ink">
              New token “{token.name}”
            </p>
            <code
              ref={secret}
              aria-labelledby="new-token-label"
              data-secret
              className="block rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm break-all text-ink select-all"
            >
              {token.token}
            </code>
          </div>
          <p aria-live="polite" className="text-muted">
            {copy === "copied"
              ? "Copied to the clipboard."
              : copy === "manual"
                ? "The token is selected: copy it with your device's copy command."
                : "Send it in the Authorization header: Bearer followed by the token."}
          </p>
        </div>
      )}
    </Dialog>
  );
}
