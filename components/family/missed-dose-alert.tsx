"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { api } from "@/lib/api/client";
import type { ContractWrite } from "@/lib/api/contract";
import { DEFAULT_MISSED_DOSE_MINUTES } from "@/lib/family/schema";

type AlertBody = { missed_dose_minutes: number | null };

/** PUT /api/family/members/{user_id}/alerts: the caregiver's alert on a member's doses, off with null. */
function saveAlert(memberId: string, body: AlertBody): Promise<AlertBody> {
  // the alert's route is documented beside the reminder job that sends the emails
  const request = { method: "PUT", path: `/api/family/members/${memberId}/alerts`, body } as unknown as ContractWrite;
  return api<AlertBody>(request);
}

/** "Tell me when a dose is missed": on with N minutes after the dose's time (default 60), or off. */
export function MissedDoseAlert({
  memberId,
  name,
  minutes,
}: {
  memberId: string;
  name: string;
  minutes: number | null;
}) {
  const [on, setOn] = useState(minutes !== null);
  const [value, setValue] = useState(String(minutes ?? DEFAULT_MISSED_DOSE_MINUTES));
  const [error, setError] = useState<string | null>(null);
  const save = useApiAction<AlertBody, AlertBody>({
    send: (body) => saveAlert(memberId, body),
    success: (result) =>
      result.missed_dose_minutes === null
        ? `Missed-dose emails about ${name} are off.`
        : `You'll get an email when ${name} misses a dose by ${result.missed_dose_minutes} minutes.`,
    failure: { fallback: "Could not save the alert", prefix: "Error" },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const n = Number(value);
    if (on && (!Number.isInteger(n) || n < 5 || n > 1440)) {
      setError("Minutes must be a whole number from 5 to 1440");
      return;
    }
    setError(null);
    void save.run({ missed_dose_minutes: on ? n : null });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-ink">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(e) => setOn(e.target.checked)}
          className="size-5 accent-brand-600"
        />
        Tell me when a dose is missed
      </label>
      {on && (
        <Field label="Minutes after the dose's time" error={error} className="max-w-48">
          {(props) => <Input {...props} inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} />}
        </Field>
      )}
      <Button type="submit" variant="secondary" size="sm" disabled={save.pending}>
        {save.pending ? "Saving..." : "Save alert"}
      </Button>
    </form>
  );
}
