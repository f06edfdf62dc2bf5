"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, Input } from "@/components/ui/field";
import { detailOf, useApiAction } from "@/components/ui/use-api-action";
import { checkAll, type Checked } from "@/lib/validation/issues";
import { changePasswordSchema, newPasswordTwiceSchema, PASSWORD_MIN } from "@/lib/identity/schema";
import { useCheckedForm } from "@/components/ui/use-checked-form";

export type PasswordValues = {
  current_password: string;
  new_password: string;
  confirm_password: string;
  revoke_personal_tokens: boolean;
};
const EMPTY: PasswordValues = {
  current_password: "",
  new_password: "",
  confirm_password: "",
  revoke_personal_tokens: true,
};

/** What the form sends: the new password once, and whether the personal access tokens end too. */
export function passwordPayload(v: PasswordValues) {
  return {
    current_password: v.current_password,
    new_password: v.new_password,
    revoke_personal_tokens: v.revoke_personal_tokens,
  };
}

/** Every message (all three fields required, the two new ones equal), and the payload when there is none. */
export function checkPasswordChange(v: PasswordValues): Checked<ReturnType<typeof passwordPayload>> {
  const payload = passwordPayload(v);
  return checkAll(payload, [
    [changePasswordSchema, payload],
    [newPasswordTwiceSchema, v],
  ]);
}

/**
 * Settings → Account & Security: POST /api/change-password. Other sign-ins end; this one stays.
 * Personal access tokens end too unless the user unticks the box (ticked by default).
 */
export function PasswordForm({ email }: { email: string }) {
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const save = useApiAction({
    schema: changePasswordSchema,
    request: (body: ReturnType<typeof passwordPayload>) => ({ path: "/api/change-password", body }),
    success: detailOf,
    failure: { fallback: "Failed to change password", prefix: "Error" },
    onSuccess: () => setValues(EMPTY),
    refresh: false,
  });
  const form = useCheckedForm(() => checkPasswordChange(values), save.run);

  const input = (key: Exclude<keyof PasswordValues, "revoke_personal_tokens">, autoComplete: string) => ({
    type: "password",
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    required: true,
    autoComplete,
  });

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4">
      {/* lets password managers file the new password under the right account */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label="Current password" error={form.errors.current_password}>
        {(p) => <Input {...p} {...input("current_password", "current-password")} />}
      </Field>
      <Field label="New password" hint={`At least ${PASSWORD_MIN} characters.`} error={form.errors.new_password}>
        {(p) => <Input {...p} {...input("new_password", "new-password")} />}
      </Field>
      <Field label="Confirm new password" error={form.errors.confirm_password}>
        {(p) => <Input {...p} {...input("confirm_password", "new-password")} />}
      </Field>
      <Checkbox
        name="revoke_personal_tokens"
        label="Also revoke my personal access tokens"
        hint="Scripts and apps that use them stop working. Leave this ticked if you think someone else had access."
        checked={values.revoke_personal_tokens}
        onChange={(checked) => setValues((v) => ({ ...v, revoke_personal_tokens: checked }))}
      />
      <Button type="submit" disabled={save.pending} className="w-full sm:w-auto">
        {save.pending ? "Changing..." : "Change password"}
      </Button>
    </form>
  );
}
