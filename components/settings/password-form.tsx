"use client";

import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { PASSWORD_MIN } from "@/lib/account/fields";
import { api, errorText } from "@/lib/api/client";

type Values = { current: string; next: string; confirm: string };
type Errors = Partial<Record<keyof Values, string>>;
const EMPTY: Values = { current: "", next: "", confirm: "" };

/** The spec's rules (section 5, "Password change"), in its words. */
function validate(v: Values): Errors {
  const errors: Errors = {};
  if (!v.current) errors.current = "Current password is required";
  if (!v.next) errors.next = "New password is required";
  if (!v.confirm) errors.confirm = "Please confirm your new password";
  if (Object.keys(errors).length > 0) return errors;
  if (v.next !== v.confirm) errors.confirm = "New passwords do not match";
  else if (v.next.length < PASSWORD_MIN) errors.next = `New password must be at least ${PASSWORD_MIN} characters long`;
  return errors;
}

/** Settings → Account & Security: POST /api/change-password. Other sign-ins end; this one stays. */
export function PasswordForm({ email }: { email: string }) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSaving(true);
    try {
      await api("/api/change-password", {
        method: "POST",
        body: { current_password: values.current, new_password: values.next },
      });
      setValues(EMPTY);
      toast.show("Password changed successfully!", "success");
    } catch (err) {
      toast.show(errorText(err, { fallback: "Failed to change password", prefix: "Error" }), "error");
    } finally {
      setSaving(false);
    }
  }

  const inputProps = (key: keyof Values, autoComplete: string) => ({
    type: "password",
    value: values[key],
    onChange: set(key),
    required: true,
    autoComplete,
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      {/* lets password managers file the new password under the right account */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label="Current password" error={errors.current}>
        {(p) => <Input {...p} {...inputProps("current", "current-password")} />}
      </Field>
      <Field label="New password" hint={`At least ${PASSWORD_MIN} characters.`} error={errors.next}>
        {(p) => <Input {...p} {...inputProps("next", "new-password")} />}
      </Field>
      <Field label="Confirm new password" error={errors.confirm}>
        {(p) => <Input {...p} {...inputProps("confirm", "new-password")} />}
      </Field>
      <Button type="submit" disabled={saving} className="w-full sm:w-auto">
        {saving ? "Changing..." : "Change password"}
      </Button>
    </form>
  );
}
