"use client";

import { useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";

/**
 * Asks for the account's password before a two-factor change. The change runs with it and
 * the dialog stays open, showing why, until it succeeds or is cancelled.
 */
export function PasswordDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  pendingLabel,
  tone = "primary",
  pending,
  error,
  onConfirm,
  email,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  tone?: "primary" | "danger";
  pending: boolean;
  error: string | null;
  onConfirm: (password: string) => void;
  email: string;
}) {
  const [password, setPassword] = useState("");
  const close = () => {
    if (pending) return;
    setPassword("");
    onClose();
  };
  const formId = `password-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={tone} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(password);
        }}
      >
        <div className="text-sm text-muted">{children}</div>
        {error && <Alert tone="error">{error}</Alert>}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field label="Your password">
          {(p) => (
            <Input
              {...p}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoFocus
              required
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
