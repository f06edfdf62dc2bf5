"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { RECOVERY_CODE_COUNT } from "@/lib/identity/two-factor/schema";
import { PasswordDialog } from "./password-dialog";
import { RecoveryCodesList } from "./recovery-codes-list";

/** How many recovery codes are left, and a new set (the password is needed; the old codes stop working). */
export function RecoverySection({ left, email }: { left: number; email: string }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const renew = useApiAction<string, { recovery_codes: string[] }>({
    request: (password) => ({ path: "/api/two-factor/recovery-codes", body: { password } }),
    failure: "Could not make new recovery codes. Please try again.",
    errorIn: "form",
    refresh: false,
    onSuccess: (result) => {
      setAsking(false);
      setCodes(result.recovery_codes);
    },
  });

  return (
    <section aria-labelledby="two-factor-recovery" className="space-y-3">
      <h3 id="two-factor-recovery" className="font-semibold text-ink">
        Recovery codes
      </h3>
      {codes ? (
        <RecoveryCodesList
          codes={codes}
          onDone={() => {
            setCodes(null);
            router.refresh();
          }}
        />
      ) : (
        <>
          <p className="text-sm text-muted">
            {left === 0
              ? "You have no recovery codes left. Make new ones so you can still sign in without your device."
              : `${left} of ${RECOVERY_CODE_COUNT} codes left. Each one signs you in once if you cannot use your app or passkey.`}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              renew.clear();
              setAsking(true);
            }}
            className="w-full sm:w-auto"
          >
            Make new recovery codes
          </Button>
        </>
      )}
      <PasswordDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="Make new recovery codes?"
        confirmLabel="Make new codes"
        pendingLabel="Making codes..."
        pending={renew.pending}
        error={renew.error}
        onConfirm={(password) => void renew.run(password)}
        email={email}
      >
        Your current codes will stop working. Enter your password to continue.
      </PasswordDialog>
    </section>
  );
}
