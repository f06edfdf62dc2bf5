"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { REMIND_BEFORE_OPTIONS, reminderSettingsSchema, type ReminderSettingsInput } from "@/lib/medications/schema";
import { PushDeviceStatus, pushHint } from "./push-device-status";
import { usePushDevice } from "./use-push-device";

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

/**
 * Reminders tab: how the user is reminded (PUT /api/reminder-settings). Ticking push also
 * subscribes this browser (POST /api/push-subscriptions) and unticking ends it here: the
 * setting is the user's, the subscription this device's.
 */
export function ReminderSettingsForm({
  initial,
  premium,
  email,
  pushKey,
}: {
  initial: ReminderSettingsInput;
  premium: boolean;
  email: string;
  /** The server's VAPID public key; null when push is not set up. */
  pushKey: string | null;
}) {
  const [values, setValues] = useState(initial);
  const device = usePushDevice(pushKey);
  const canPush = device.state !== "unavailable" && device.state !== "unsupported";
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
          hint={pushHint(device.state, email)}
          checked={values.push}
          onChange={(push) => {
            setValues((v) => ({ ...v, push }));
            if (push) void device.enable();
            else void device.disable();
          }}
        />
        <PushDeviceStatus
          state={device.state}
          pending={device.pending}
          onEnable={() => void device.enable()}
          onDisable={() => void device.disable()}
        />
        <Check
          label="Push when a dose is missed"
          hint={
            device.state === "unavailable"
              ? "Not available: push notifications are not set up on this server."
              : device.state === "unsupported"
                ? "Not available in this browser: it cannot show push notifications."
                : "A notification when a dose is not marked within an hour of its time (by email when no device gets push)."
          }
          checked={values.push_missed}
          disabled={!canPush && !values.push_missed}
          onChange={(push_missed) => setValues((v) => ({ ...v, push_missed }))}
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
