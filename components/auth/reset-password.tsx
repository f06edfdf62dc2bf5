"use client";

import { useState, type ReactNode } from "react";
import type { $ZodType } from "zod/v4/core";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { checkAll } from "@/lib/validation/issues";
import { newPasswordTwiceSchema, PASSWORD_MIN, resetConfirmSchema, resetRequestSchema } from "@/lib/identity/schema";
import { AuthLink } from "./auth-link";

type Detail = { detail: string };
const FALLBACK = "Something went wrong. Please try again.";

/** A call of this page: its answer's detail is what the page shows next; a failure shows in the form. */
function useResetCall(
  path: "/api/password-reset" | "/api/password-reset/confirm",
  schema: $ZodType,
  onDone: (detail: string) => void,
) {
  return useApiAction<object, Detail>({
    schema,
    request: (body) => ({ path, body }),
    failure: FALLBACK,
    errorIn: "form",
    refresh: false,
    onSuccess: (result) => onDone(result.detail),
  });
}

/** Without a token: ask for a reset link. With one (from the mail): choose a new password. */
export function ResetPassword({ token }: { token: string | null }) {
  const [done, setDone] = useState<string | null>(null);
  if (done) {
    return (
      <Section title={token ? "Password reset" : "Check your email"}>
        <Alert tone="success">{done}</Alert>
        <ButtonLink href="/login" variant={token ? "primary" : "secondary"} className="w-full">
          Back to login
        </ButtonLink>
      </Section>
    );
  }
  return token ? <NewPassword token={token} onDone={setDone} /> : <RequestLink onDone={setDone} />;
}

function RequestLink({ onDone }: { onDone: (detail: string) => void }) {
  const [email, setEmail] = useState("");
  const send = useResetCall("/api/password-reset", resetRequestSchema, onDone);
  return (
    <Section title="Reset your password">
      <p className="text-sm text-muted">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      {send.error && <Alert tone="error">{send.error}</Alert>}
      <form noValidate onSubmit={send.submit(() => ({ email }))} className="space-y-4">
        <Field label="Email" error={send.fieldErrors.email}>
          {(p) => (
            <Input
              {...p}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Submit pending={send.pending}>Send reset link</Submit>
      </form>
      <AuthLink href="/login">Back to login</AuthLink>
    </Section>
  );
}

function NewPassword({ token, onDone }: { token: string; onDone: (detail: string) => void }) {
  const [values, setValues] = useState({ new_password: "", confirm_password: "" });
  const send = useResetCall("/api/password-reset/confirm", resetConfirmSchema, onDone);
  const form = useCheckedForm(() => {
    const payload = { token, new_password: values.new_password };
    return checkAll(payload, [
      [resetConfirmSchema, payload],
      [newPasswordTwiceSchema, values],
    ]);
  }, send.run);
  const input = (key: keyof typeof values) => ({
    type: "password",
    autoComplete: "new-password",
    required: true,
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((all) => ({ ...all, [key]: e.target.value })),
  });
  // a token too short to be one of ours reads as the server would answer it
  const failure = send.error ?? form.errors.token;

  return (
    <Section title="Choose a new password">
      <p className="text-sm text-muted">{`Enter a new password of at least ${PASSWORD_MIN} characters.`}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <form noValidate onSubmit={form.onSubmit} className="space-y-4">
        <Field label="New password" error={form.errors.new_password}>
          {(p) => <Input {...p} name="password" minLength={PASSWORD_MIN} {...input("new_password")} />}
        </Field>
        <Field label="Confirm new password" error={form.errors.confirm_password}>
          {(p) => <Input {...p} name="confirm" {...input("confirm_password")} />}
        </Field>
        <Submit pending={send.pending}>Reset password</Submit>
      </form>
      <AuthLink href="/reset-password">Request a new link</AuthLink>
    </Section>
  );
}

function Submit({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" disabled={pending} className="w-full">
      {pending ? "Processing..." : children}
    </Button>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      {children}
    </div>
  );
}
