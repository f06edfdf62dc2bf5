"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { MISSED_DOSE_MINUTES_DEFAULT, missedDoseAlertSchema, type MissedDoseAlertInput } from "@/lib/caregiver/schema";

const CHOICES = [15, 30, 60, 90, 120, 180, 240] as const;

function afterLabel(minutes: number): string {
  if (minutes < 60 || minutes % 60 !== 0) return `${minutes} minutes after its time`;
  return minutes === 60 ? "1 hour after its time" : `${minutes / 60} hours after its time`;
}

/**
 * A caregiver's "tell me when a dose is missed" for one family member who shares their
 * medications with them (PUT /api/family/members/{user_id}/alerts). For the family page.
 */
export function MissedDoseAlertForm({
  memberId,
  memberName,
  initialMinutes,
}: {
  memberId: string;
  memberName: string;
  /** The saved alert; null: off. */
  initialMinutes: number | null;
}) {
  const [on, setOn] = useState(initialMinutes !== null);
  const [minutes, setMinutes] = useState(initialMinutes ?? MISSED_DOSE_MINUTES_DEFAULT);
  // a value saved through the API that the list does not offer stays choosable
  const choices = [...new Set<number>([...CHOICES, minutes])].sort((a, b) => a - b);
  const save = useApiAction({
    schema: missedDoseAlertSchema,
    request: (body: MissedDoseAlertInput) => ({
      path: `/api/family/members/${memberId}/alerts`,
      method: "PUT",
      body,
    }),
    success: (_result, body) =>
      body.missed_dose_minutes === null
        ? `Missed-dose alerts for ${memberName} are off.`
        : `You will be emailed when ${memberName} misses a dose.`,
    failure: { fallback: "Failed to save the alert", prefix: "Error" },
  });

  return (
    <form onSubmit={save.submit(() => ({ missed_dose_minutes: on ? minutes : null }))} noValidate className="space-y-3">
      <label className="flex min-h-11 items-start gap-3 py-1">
        <input
          type="checkbox"
          role="switch"
          className="mt-1 size-5 accent-brand-600"
          checked={on}
          onChange={(e) => setOn(e.target.checked)}
        />
        <span>
          <span className="block text-sm font-medium text-ink">Tell me when a dose is missed</span>
          <span className="block text-sm text-muted">
            An email, once per dose {memberName} does not mark as taken or skipped, at {memberName}&apos;s local time.
          </span>
        </span>
      </label>
      {on && (
        <SelectField
          label="Count a dose as missed"
          error={save.fieldErrors.missed_dose_minutes}
          value={minutes}
          choices={choices}
          optionLabel={afterLabel}
          onChange={setMinutes}
        />
      )}
      <Button type="submit" disabled={save.pending}>
        {save.pending ? "Saving..." : "Save alert"}
      </Button>
    </form>
  );
}
