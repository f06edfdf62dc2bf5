"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { LIST_ITEM_MAX } from "@/lib/health/schema";
import { KIND_NAMES, SUSPICION_KINDS, type SuspicionChoice } from "@/lib/health/factors/suspicions/choices";
import { suspicionCreateSchema, type SuspicionCreate } from "@/lib/health/factors/suspicions/schema";
import type { FieldErrors } from "@/lib/validation/issues";

/** The select's value for "a trigger in my own words", which no factor key can be. */
const OWN = "own";

/** Adds a suspected trigger: one of `choices`, grouped by kind, or one in the user's own words. */
export function AddSuspicionForm({ choices }: { choices: SuspicionChoice[] }) {
  const [picked, setPicked] = useState("");
  const [own, setOwn] = useState("");
  const add = useApiAction<SuspicionCreate, { label: string }>({
    schema: suspicionCreateSchema,
    check: (): FieldErrors => (picked === "" ? { factor_key: "Choose a trigger, or name your own" } : {}),
    request: (body) => ({ path: "/api/suspected-triggers", body }),
    success: (result) => `${result.label} added to the triggers you suspect.`,
    failure: { fallback: "Failed to add the trigger", prefix: "Error adding the trigger" },
    onSuccess: () => {
      setPicked("");
      setOwn("");
    },
  });
  const groups = SUSPICION_KINDS.map((kind) => ({ kind, items: choices.filter((c) => c.kind === kind) })).filter(
    (g) => g.items.length > 0,
  );
  // nothing chosen is sent as an empty key, which `check` words for the select
  const body = (): SuspicionCreate => (picked === OWN ? { trigger: own } : { factor_key: picked });

  return (
    <form onSubmit={add.submit(body)} noValidate className="space-y-3">
      <Field label="Add a trigger you suspect" error={add.fieldErrors.factor_key}>
        {(p) => (
          <Select
            {...p}
            name="factor_key"
            value={picked}
            onChange={(e) => {
              setPicked(e.target.value);
              add.clearField("factor_key", "trigger", "");
            }}
          >
            <option value="">Choose a trigger</option>
            {groups.map((g) => (
              <optgroup key={g.kind} label={KIND_NAMES[g.kind]}>
                {g.items.map((c) => (
                  <option key={c.factor_key} value={c.factor_key}>
                    {c.label}
                  </option>
                ))}
              </optgroup>
            ))}
            <optgroup label="Your own">
              <option value={OWN}>Name your own trigger…</option>
            </optgroup>
          </Select>
        )}
      </Field>
      {picked === OWN && (
        <Field
          label="Your own trigger"
          hint="As you write it on your migraine episodes, e.g. Red wine."
          error={add.fieldErrors.trigger}
        >
          {(p) => (
            <Input
              {...p}
              name="trigger"
              value={own}
              maxLength={LIST_ITEM_MAX}
              autoComplete="off"
              onChange={(e) => {
                setOwn(e.target.value);
                add.clearField("trigger", "");
              }}
            />
          )}
        </Field>
      )}
      <Button type="submit" disabled={add.pending}>
        {add.pending ? "Adding..." : "Add trigger"}
      </Button>
    </form>
  );
}
