"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, SelectField } from "@/components/ui/field";
import { Segmented } from "@/components/ui/segmented";
import { useApiAction } from "@/components/ui/use-api-action";
import {
  TOKEN_EXPIRY_DAYS,
  TOKEN_NAME_MAX,
  tokenCreateSchema,
  type TokenCreateInput,
  type TokenScope,
} from "@/lib/identity/api-access/schema";
import { NewTokenDialog, type NewToken } from "./new-token-dialog";

type Expiry = "30" | "90" | "365";
const EXPIRIES: readonly Expiry[] = TOKEN_EXPIRY_DAYS.map((d) => String(d) as Expiry);
const EXPIRY_LABELS: Record<Expiry, string> = { "30": "30 days", "90": "90 days", "365": "365 days" };

export const SCOPE_LABELS: Record<TokenScope, string> = { read: "Read only", read_write: "Read and write" };

/**
 * Settings → API: names a new token, picks its scope and end (a year at most), confirms with the
 * password, and shows its secret once (POST /api/tokens).
 */
export function TokenCreateForm() {
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [scope, setScope] = useState<TokenScope>("read");
  const [expiry, setExpiry] = useState<Expiry>("90");
  const [created, setCreated] = useState<NewToken | null>(null);
  const create = useApiAction<TokenCreateInput, NewToken>({
    schema: tokenCreateSchema,
    request: (body) => ({ path: "/api/tokens", body }),
    failure: { fallback: "Could not create the token", prefix: "Error" },
    onSuccess: (token) => {
      setCreated(token);
      setName("");
      setPassword("");
    },
  });

  const payload = (): TokenCreateInput => ({
    name,
    scope,
    expires_in_days: Number(expiry) as TokenCreateInput["expires_in_days"],
    current_password: password,
  });

  return (
    <>
      <form onSubmit={create.submit(payload)} noValidate aria-label="Create a token" className="space-y-4">
        <Field
          label="Name"
          hint="What the token is for, e.g. “Nightly backup”."
          error={create.fieldErrors.name}
          className="sm:max-w-md"
        >
          {(p) => (
            <Input
              {...p}
              name="name"
              value={name}
              maxLength={TOKEN_NAME_MAX}
              autoComplete="off"
              onChange={(e) => {
                setName(e.target.value);
                create.clearField("name");
              }}
            />
          )}
        </Field>
        <div className="space-y-1">
          <Segmented
            legend="Scope"
            options={[
              { value: "read", label: SCOPE_LABELS.read },
              { value: "read_write", label: SCOPE_LABELS.read_write },
            ]}
            value={scope}
            onChange={setScope}
            className="sm:max-w-sm"
          />
          <p className="text-sm text-muted">
            {scope === "read"
              ? "Reads your data; any change is refused."
              : "Reads, adds, changes and deletes your data."}{" "}
            No token can change your password, email, sign-ins or tokens.
          </p>
        </div>
        <SelectField
          label="Expires after"
          name="expires_in_days"
          value={expiry}
          choices={EXPIRIES}
          optionLabel={(e) => EXPIRY_LABELS[e]}
          onChange={setExpiry}
          error={create.fieldErrors.expires_in_days}
          className="sm:max-w-xs"
        />
        <Field
          label="Current password"
          hint="A token can read your health data: confirm that it is you."
          error={create.fieldErrors.current_password}
          className="sm:max-w-md"
        >
          {(p) => (
            <Input
              {...p}
              type="password"
              name="current_password"
              value={password}
              autoComplete="current-password"
              onChange={(e) => {
                setPassword(e.target.value);
                create.clearField("current_password");
              }}
            />
          )}
        </Field>
        <Button type="submit" disabled={create.pending} className="w-full sm:w-auto">
          {create.pending ? "Creating..." : "Create token"}
        </Button>
      </form>
      <NewTokenDialog token={created} onClose={() => setCreated(null)} />
    </>
  );
}
