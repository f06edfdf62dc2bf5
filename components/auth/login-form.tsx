"use client";

import Link from "next/link";
import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { loginAction } from "@/lib/auth/actions";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { useAuthSubmit } from "./use-auth-submit";

type Errors = { email?: string; password?: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LoginForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const { pending, error, run } = useAuthSubmit();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    if (!email.trim()) found.email = "Email is required";
    else if (!EMAIL_PATTERN.test(email.trim())) found.email = "Enter a valid email address";
    if (!password) found.password = "Password is required";
    setErrors(found);
    if (found.email || found.password) {
      focusFirstInvalid(formRef.current);
      return;
    }
    void run(() => loginAction({ email: email.trim(), password }));
  }

  return (
    <div className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="Email" error={errors.email}>
          {(p) => (
            <Input
              {...p}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors((all) => ({ ...all, email: undefined }));
              }}
            />
          )}
        </Field>
        <Field label="Password" error={errors.password}>
          {(p) => (
            <Input
              {...p}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setErrors((all) => ({ ...all, password: undefined }));
              }}
            />
          )}
        </Field>
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? "Processing..." : "Login"}
        </Button>
      </form>
      <p className="text-center">
        <Link
          href="/reset-password"
          className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </p>
    </div>
  );
}
