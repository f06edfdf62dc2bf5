"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api/client";
import type { ReminderSettingsInput } from "@/lib/medications/schema";

const REMIND_OPTIONS = [
  { value: 15, label: "15 minutes before" },
  { value: 30, label: "30 minutes before" },
  { value: 60, label: "1 hour before" },
] as const;

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
  const router = useRouter();
  const toast = useToast();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await api("/api/reminder-settings", { method: "PUT", body: values });
      toast.show("Reminder settings saved.", "success");
      router.refresh();
    } catch (err) {
      toast.show(errorText(err, { fallback: "Failed to save reminder settings", prefix: "Error" }), "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3">
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
      <Field label="Remind me">
        {(p) => (
          <Select
            {...p}
            value={values.remind_before_minutes}
            onChange={(e) =>
              setValues((v) => ({ ...v, remind_before_minutes: Number(e.target.value) as 15 | 30 | 60 }))
            }
          >
            {REMIND_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : "Save reminder settings"}
      </Button>
    </form>
  );
}
