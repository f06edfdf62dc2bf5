"use client";

import { useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { detailOf, useApiAction } from "@/components/ui/use-api-action";
import { deleteAccountSchema, type DeleteAccountInput } from "@/lib/identity/schema";
import { logoutAction } from "@/app/(app)/actions";

const CONFIRM_WORD = "DELETE";

/**
 * Settings → Account & Security → Danger zone: a dialog where the user types DELETE and their
 * password (a session alone cannot delete the account). Another word, Cancel, Escape or a
 * click outside reads "Account deletion cancelled."; a refused password shows in the dialog;
 * success ends the session and lands on /login. The dialog is not a ConfirmDialog because a
 * wrong word must cancel rather than hold the button back.
 */
export function DeleteAccount() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [leaving, setLeaving] = useState(false);
  const [, startTransition] = useTransition();
  const remove = useApiAction<DeleteAccountInput>({
    schema: deleteAccountSchema,
    request: (body) => ({ path: "/api/delete-account", method: "DELETE", body }),
    success: detailOf,
    failure: { fallback: "Failed to delete account", prefix: "Error" },
    errorIn: "form",
    // the session row is gone with the account: this clears the cookie, and its redirect to
    // /login is handled by Next's redirect boundary, as for any action in a transition
    onSuccess: () => {
      setLeaving(true);
      startTransition(() => logoutAction());
    },
    refresh: false,
  });
  const busy = remove.pending || leaving;

  function cancel() {
    if (!open || busy) return; // the dialog's own close event follows ours: count it once
    setOpen(false);
    setTyped("");
    setPassword("");
    remove.clear();
    toast.show("Account deletion cancelled.", "info");
  }

  function confirm() {
    if (typed !== CONFIRM_WORD) return cancel();
    void remove.run({ current_password: password });
  }

  return (
    <Card aria-labelledby="danger-zone" className="border-red-200">
      <CardTitle>
        <span id="danger-zone" className="text-red-700">
          Danger zone
        </span>
      </CardTitle>
      <p className="mb-4 text-sm text-muted">
        Deleting your account removes your profile and everything you have logged. This cannot be undone.
      </p>
      <Button variant="danger" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        Delete account
      </Button>
      <Dialog
        open={open}
        onClose={cancel}
        title="Delete your account?"
        footer={
          <>
            <Button variant="secondary" onClick={cancel} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirm} disabled={busy}>
              {busy ? "Deleting..." : "Delete my account"}
            </Button>
          </>
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
          className="space-y-3"
        >
          <p className="text-sm text-muted">
            All of your data will be deleted for good: your profile, food and exercise logs, workout plans, health
            metrics and migraines, medications, journal entries and your subscription details.
          </p>
          {remove.error && <Alert tone="error">{remove.error}</Alert>}
          <Field label={`Type ${CONFIRM_WORD} to confirm`}>
            {(p) => (
              <Input
                {...p}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
            )}
          </Field>
          <Field label="Your password" error={remove.fieldErrors.current_password}>
            {(p) => (
              <Input
                {...p}
                type="password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  remove.clearField("current_password");
                }}
                autoComplete="current-password"
                required
              />
            )}
          </Field>
          {/* Enter in either field confirms */}
          <button type="submit" hidden />
        </form>
      </Dialog>
    </Card>
  );
}
