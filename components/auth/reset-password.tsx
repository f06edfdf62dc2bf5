"use client";

import Link from "next/link";
import { useState, type FormEvent, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { PASSWORD_MIN } from "@/lib/account/fields";
import { api, errorText } from "@/lib/api/client";

type Detail = { detail: string };
type Errors = { email?: string; password?: string; confirm?: string };
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FALLBACK = "Something went wrong. Please try again.";

/** Without a token: ask for a reset link. With one (from the mail): choose a new password. */
export function ResetPassword({ token }: { token: string | null }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function send(path: string, body: unknown) {
    setPending(true);
    setFailure(null);
    try {
      setDone((await api<Detail>(path, { method: "POST", body })).detail);
    } catch (err) {
      setFailure(errorText(err, FALLBACK));
    }
    setPending(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found: Errors = {};
    if (token) {
      if (password.length < PASSWORD_MIN)
        found.password = `New password must be at least ${PASSWORD_MIN} characters long`;
      if (confirm !== password) found.confirm = "New passwords do not match";
    } else if (!email.trim()) found.email = "Email is required";
    else if (!EMAIL_PATTERN.test(email.trim())) found.email = "Enter a valid email address";
    setErrors(found);
    const invalid = Object.keys(found)[0];
    if (invalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    void (token
      ? send("/api/password-reset/confirm", { token, new_password: password })
      : send("/api/password-reset", { email: email.trim() }));
  }

  const title = token ? "Choose a new password" : "Reset your password";
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

  return (
    <Section title={title}>
      <p className="text-sm text-muted">
        {token
          ? `Enter a new password of at least ${PASSWORD_MIN} characters.`
          : "Enter the email of your account and we will send you a link to choose a new password."}
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {token ? (
          <>
            <Field label="New password" error={errors.password}>
              {(p) => (
                <Input
                  {...p}
                  type="password"
                  name="password"
                  autoComplete="new-password"
                  minLength={PASSWORD_MIN}
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </Field>
            <Field label="Confirm new password" error={errors.confirm}>
              {(p) => (
                <Input
                  {...p}
                  type="password"
                  name="confirm"
                  autoComplete="new-password"
                  required
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                />
              )}
            </Field>
          </>
        ) : (
          <Field label="Email" error={errors.email}>
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
        )}
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? "Processing..." : token ? "Reset password" : "Send reset link"}
        </Button>
      </form>
      <p className="text-center">
        <Link
          href={token ? "/reset-password" : "/login"}
          className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {token ? "Request a new link" : "Back to login"}
        </Link>
      </p>
    </Section>
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
