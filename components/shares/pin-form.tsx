"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import type { PinState } from "@/lib/shares/schema";

/** The 6-digit PIN a provider link may ask for before it shows anything. */
export function PinForm({ action }: { action: (state: PinState, form: FormData) => Promise<PinState> }) {
  const [state, submit, pending] = useActionState(action, { kind: "idle" });
  if (state.kind === "locked" || state.kind === "gone") return <LinkClosed locked={state.kind === "locked"} />;
  return (
    <form action={submit} className="space-y-4" aria-label="Enter the PIN">
      <p className="text-sm text-muted">
        This link is protected by a 6-digit PIN. The person who shared it gives it to you separately.
      </p>
      <Field label="PIN" error={state.kind === "wrong" ? wrongText(state.left) : undefined} className="max-w-xs">
        {(p) => (
          <Input
            {...p}
            name="pin"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            autoFocus
          />
        )}
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? "Checking..." : "Open the dashboard"}
      </Button>
    </form>
  );
}

function wrongText(left: number): string {
  return `That PIN is not right. ${left} ${left === 1 ? "try" : "tries"} left before the link locks.`;
}

/** The link locked after too many wrong PINs (or ended meanwhile): nothing more to try. */
export function LinkClosed({ locked }: { locked: boolean }) {
  return (
    <Alert tone="error">
      {locked
        ? "This link is locked after too many wrong PINs. Ask the person who shared it for a new link."
        : "This link no longer works. Ask the person who shared it for a new link."}
    </Alert>
  );
}
