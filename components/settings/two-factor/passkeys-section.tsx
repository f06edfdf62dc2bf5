"use client";

import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { detailOf, useApiAction } from "@/components/ui/use-api-action";
import { createPasskey, PasskeyPromptError } from "@/components/auth/passkey-prompt";
import { api, ApiClientError } from "@/lib/api-client/client";
import { formatInstantDate } from "@/lib/time/format";
import { PASSKEY_NAME_MAX, passkeyRenameSchema } from "@/lib/identity/two-factor/schema";
import type { PasskeySummary } from "@/lib/identity/two-factor/factors";
import { PasswordDialog } from "./password-dialog";
import { RecoveryCodesList } from "./recovery-codes-list";

type Added = { passkey: PasskeySummary; recovery_codes?: string[] };

/** Makes a passkey on this device and stores it: the options (password needed), the device's answer, then the server's check. */
async function addPasskey(password: string): Promise<Added> {
  const { options } = await api<{ options: PublicKeyCredentialCreationOptionsJSON }>({
    path: "/api/two-factor/passkeys/options",
    body: { password },
  });
  let credential;
  try {
    credential = await createPasskey(options);
  } catch (err) {
    // the prompt's own words, through the one failure path
    if (err instanceof PasskeyPromptError) throw new ApiClientError(400, err.message);
    throw err;
  }
  return api<Added>({ path: "/api/two-factor/passkeys", body: { credential } });
}

/** Passkeys: a second step after the password, or a sign-in of their own. Listed with when they were added and last used. */
export function PasskeysSection({
  passkeys,
  email,
  timeZone,
}: {
  passkeys: PasskeySummary[];
  email: string;
  timeZone: string;
}) {
  const router = useRouter();
  const [adding, setAdding] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [renaming, setRenaming] = useState<PasskeySummary | null>(null);
  const [name, setName] = useState("");
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);

  const add = useApiAction<string, Added>({
    send: addPasskey,
    success: "Passkey added.",
    failure: "Could not add the passkey. Please try again.",
    errorIn: "form",
    onSuccess: (result) => {
      setAdding(false);
      if (result.recovery_codes) setCodes(result.recovery_codes);
    },
  });
  const rename = useApiAction<{ name: string }>({
    schema: passkeyRenameSchema,
    request: (body) => ({ path: `/api/two-factor/passkeys/${renaming?.passkey_id}`, method: "PUT", body }),
    success: "Passkey renamed.",
    failure: "Could not rename the passkey. Please try again.",
    errorIn: "form",
    onSuccess: () => setRenaming(null),
  });
  const remove = useApiAction<string>({
    request: (password) => ({
      path: `/api/two-factor/passkeys/${removing?.passkey_id}`,
      method: "DELETE",
      body: { password },
    }),
    success: detailOf,
    failure: "Could not remove the passkey. Please try again.",
    errorIn: "form",
    onSuccess: () => setRemoving(null),
  });

  return (
    <section aria-labelledby="two-factor-passkeys" className="space-y-3">
      <h3 id="two-factor-passkeys" className="font-semibold text-ink">
        Passkeys
      </h3>
      <p className="text-sm text-muted">
        A passkey uses your device’s screen lock (fingerprint, face or PIN). It can be your second step, or sign you in
        without your password.
      </p>
      {codes && (
        <RecoveryCodesList
          codes={codes}
          onDone={() => {
            setCodes(null);
            router.refresh();
          }}
        />
      )}
      {passkeys.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Your passkeys">
          {passkeys.map((p) => (
            <li key={p.passkey_id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">{p.name}</p>
                <p className="text-sm text-muted">
                  Added {formatInstantDate(p.created_at, timeZone)} ·{" "}
                  {p.last_used_at ? `Last used ${formatInstantDate(p.last_used_at, timeZone)}` : "Not used yet"}
                </p>
              </div>
              <div className="-ml-3 flex gap-1 sm:ml-0">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Rename ${p.name}`}
                  onClick={() => {
                    rename.clear();
                    setName(p.name);
                    setRenaming(p);
                  }}
                >
                  Rename
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${p.name}`}
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => {
                    remove.clear();
                    setRemoving(p);
                  }}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant={passkeys.length ? "secondary" : "primary"}
        onClick={() => {
          add.clear();
          setAdding(true);
        }}
        className="w-full sm:w-auto"
      >
        Add a passkey
      </Button>

      <PasswordDialog
        open={adding}
        onClose={() => setAdding(false)}
        title="Add a passkey"
        confirmLabel="Continue"
        pendingLabel="Waiting for your device..."
        pending={add.pending}
        error={add.error}
        onConfirm={(password) => void add.run(password)}
        email={email}
      >
        Enter your password, then follow your device’s prompt to create the passkey.
      </PasswordDialog>
      <PasswordDialog
        open={!!removing}
        onClose={() => setRemoving(null)}
        title={`Remove “${removing?.name ?? ""}”?`}
        confirmLabel="Remove passkey"
        pendingLabel="Removing..."
        tone="danger"
        pending={remove.pending}
        error={remove.error}
        onConfirm={(password) => void remove.run(password)}
        email={email}
      >
        It will no longer sign you in. Enter your password to confirm.
      </PasswordDialog>
      <Dialog
        open={!!renaming}
        onClose={() => setRenaming(null)}
        title="Rename passkey"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRenaming(null)} disabled={rename.pending}>
              Cancel
            </Button>
            <Button type="submit" form="rename-passkey" disabled={rename.pending}>
              {rename.pending ? "Saving..." : "Save"}
            </Button>
          </>
        }
      >
        <form id="rename-passkey" noValidate onSubmit={rename.submit(() => ({ name }))} className="space-y-3">
          {rename.error && <Alert tone="error">{rename.error}</Alert>}
          <Field label="Name" error={rename.fieldErrors.name}>
            {(p) => (
              <Input
                {...p}
                value={name}
                maxLength={PASSKEY_NAME_MAX}
                onChange={(e) => setName(e.target.value)}
                autoFocus
              />
            )}
          </Field>
        </form>
      </Dialog>
    </section>
  );
}
