"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { REMIND_BEFORE_OPTIONS, reminderSettingsSchema, type ReminderSettingsInput } from "@/lib/medications/schema";

type RemindBefore = ReminderSettingsInput["remind_before_minutes"];

const REMIND_LABELS: Record<RemindBefore, string> = {
  15: "15 minutes before",
  30: "30 minutes before",
  60: "1 hour before",
};

function Check({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className="flex min-h-11 items-start gap-3 py-1">
      <input
        type="checkbox"
        className="mt-1 size-5 accent-brand-600"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        <span className="block text-sm font-medium text-ink">{label}</span>
        <span className="block text-sm text-muted">{hint}</span>
      </span>
    </label>
  );
}

/** Reminders tab: how the user is reminded (PUT /api/reminder-settings). */
export function ReminderSettingsForm({
  initial,
  premium,
  email,
}: {
  initial: ReminderSettingsInput;
  premium: boolean;
  email: string;
}) {
  const [values, setValues] = useState(initial);
  const save = useApiAction({
    schema: reminderSettingsSchema,
    request: (body: ReminderSettingsInput) => ({ path: "/api/reminder-settings", method: "PUT", body }),
    success: "Reminder settings saved.",
    failure: { fallback: "Failed to save reminder settings", prefix: "Error" },
  });

  return (
    <form onSubmit={save.submit(() => values)} noValidate className="space-y-3">
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-medium text-ink">Notifications</legend>
        <Check
          label="Push reminders before each dose"
          hint={`Delivered by email to ${email}: this server has no browser push.`}
          checked={values.push}
          onChange={(push) => setValues((v) => ({ ...v, push }))}
        />
        <Check
          label="Email for missed doses"
          hint="A notice when a dose is not marked within an hour of its time."
          checked={values.email_missed}
          onChange={(email_missed) => setValues((v) => ({ ...v, email_missed }))}
        />
        <Check
          label="SMS reminders (Premium feature)"
          hint={
            premium
              ? "Saved with your settings. This server has no SMS provider, so no SMS is sent."
              : "Upgrade to Premium to turn on SMS reminders."
          }
          checked={values.sms}
          disabled={!premium}
          onChange={(sms) => setValues((v) => ({ ...v, sms }))}
        />
      </fieldset>
      <SelectField
        label="Remind me"
        error={save.fieldErrors.remind_before_minutes}
        value={values.remind_before_minutes}
        choices={REMIND_BEFORE_OPTIONS}
        optionLabel={(minutes) => REMIND_LABELS[minutes]}
        onChange={(minutes) => setValues((v) => ({ ...v, remind_before_minutes: minutes }))}
      />
      <Button type="submit" disabled={save.pending}>
        {save.pending ? "Saving..." : "Save reminder settings"}
      </Button>
    </form>
  );
}
