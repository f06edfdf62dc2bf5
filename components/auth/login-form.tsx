"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { checkAll } from "@/lib/validation/issues";
import { loginFormSchema } from "@/lib/identity/schema";
import { loginAction } from "@/app/(auth)/login/actions";
import type { SecondStepChallenge } from "@/lib/identity/sign-in/auth-result";
import { AuthLink } from "./auth-link";
import { PasskeySignIn } from "./passkey-sign-in";
import { SecondStepForm } from "./second-step-form";
import { useAuthSubmit } from "./use-auth-submit";

type Values = { email: string; password: string };

/** Email and password; an account with two-step verification then asks for its second step. */
export function LoginForm() {
  const [values, setValues] = useState<Values>({ email: "", password: "" });
  const [secondStep, setSecondStep] = useState<SecondStepChallenge | null>(null);
  const { pending, error, run } = useAuthSubmit();
  const form = useCheckedForm(
    () => checkAll(values, [[loginFormSchema, values]]),
    (payload) => run(() => loginAction(payload), setSecondStep),
  );
  const input = (key: keyof Values) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => {
      setValues((all) => ({ ...all, [key]: e.target.value }));
      form.clear(key);
    },
  });

  if (secondStep) {
    return (
      <SecondStepForm
        challenge={secondStep}
        onRestart={() => {
          setSecondStep(null);
          setValues((v) => ({ ...v, password: "" }));
        }}
      />
    );
  }

  return (
    <div className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <form noValidate onSubmit={form.onSubmit} className="space-y-4">
        <Field label="Email" error={form.errors.email}>
          {(p) => <Input {...p} type="email" name="email" autoComplete="email" required {...input("email")} />}
        </Field>
        <Field label="Password" error={form.errors.password}>
          {(p) => (
            <Input
              {...p}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              {...input("password")}
            />
          )}
        </Field>
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? "Processing..." : "Login"}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <PasskeySignIn />
      <AuthLink href="/reset-password">Forgot your password?</AuthLink>
    </div>
  );
}
