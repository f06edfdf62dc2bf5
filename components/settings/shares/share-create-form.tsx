"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { Segmented } from "@/components/ui/segmented";
import { useApiAction } from "@/components/ui/use-api-action";
import { EMAIL_MAX, SHARE_DAYS, SHARE_NAME_MAX, shareCreateSchema, type ShareDays } from "@/lib/shares/schema";
import type { ShareArea } from "@/lib/identity/share-areas";
import { AreaChoices } from "./area-choices";
import { NewShareDialog, type NewShare } from "./new-share-dialog";

// the journal is private by default: a user ticks it on purpose
const DEFAULT_AREAS: ShareArea[] = ["medications", "vitals", "migraines"];

type Input = { name: string; email: string; areas: ShareArea[]; days: ShareDays; pin: boolean };

/** Settings → Sharing: makes a provider link and shows it (and its PIN) once (POST /api/shares). */
export function ShareCreateForm() {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [areas, setAreas] = useState<ShareArea[]>(DEFAULT_AREAS);
  const [days, setDays] = useState<`${ShareDays}`>("30");
  const [pin, setPin] = useState(false);
  const [created, setCreated] = useState<(NewShare & { name: string }) | null>(null);
  const create = useApiAction<Input, NewShare>({
    schema: shareCreateSchema,
    request: (body) => ({ path: "/api/shares", body: { ...body, email: body.email || null } }),
    failure: { fallback: "Could not create the link", prefix: "Error" },
    onSuccess: (share, input) => {
      setCreated({ ...share, name: input.name });
      setName("");
      setEmail("");
    },
  });

  const payload = (): Input => ({ name, email, areas, days: Number(days) as ShareDays, pin });

  return (
    <>
      <form onSubmit={create.submit(payload)} noValidate aria-label="Create a provider link" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Doctor or clinic"
            hint="Shown to you in the list, e.g. “Dr Lee”."
            error={create.fieldErrors.name}
          >
            {(p) => (
              <Input
                {...p}
                name="name"
                value={name}
                maxLength={SHARE_NAME_MAX}
                autoComplete="off"
                onChange={(e) => {
                  setName(e.target.value);
                  create.clearField("name");
                }}
              />
            )}
          </Field>
          <Field
            label="Doctor's email (optional)"
            hint="We email the link, never the PIN."
            error={create.fieldErrors.email}
          >
            {(p) => (
              <Input
                {...p}
                name="email"
                type="email"
                value={email}
                maxLength={EMAIL_MAX}
                autoComplete="off"
                onChange={(e) => {
                  setEmail(e.target.value);
                  create.clearField("email");
                }}
              />
            )}
          </Field>
        </div>
        <AreaChoices
          value={areas}
          onChange={(next) => {
            setAreas(next);
            create.clearField("areas");
          }}
          error={create.fieldErrors.areas}
        />
        <Segmented
          legend="The link works for"
          options={SHARE_DAYS.map((d) => ({ value: `${d}` as const, label: `${d} days` }))}
          value={days}
          onChange={setDays}
          className="sm:max-w-sm"
        />
        <label className="flex min-h-11 items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            name="pin"
            checked={pin}
            onChange={(e) => setPin(e.target.checked)}
            className="mt-1 size-4 accent-brand-600"
          />
          <span>
            Protect with a PIN
            <span className="block text-muted">
              A 6-digit code you give the doctor separately, by phone for instance. Five wrong tries lock the link.
            </span>
          </span>
        </label>
        <Button type="submit" disabled={create.pending} className="w-full sm:w-auto">
          {create.pending ? "Creating..." : "Create link"}
        </Button>
      </form>
      <NewShareDialog share={created} onClose={() => setCreated(null)} />
    </>
  );
}
