"use client";

import { Button } from "@/components/ui/button";
import type { PushDeviceState } from "./use-push-device";

/** What the push checkbox's hint says for each state of this browser, before the user ticks anything. */
export function pushHint(state: PushDeviceState, email: string): string {
  switch (state) {
    case "unavailable":
      return `Push notifications are not set up on this server; reminders come by email to ${email}.`;
    case "unsupported":
      return `This browser cannot show push notifications; reminders come by email to ${email}.`;
    case "no-worker":
      return `Push needs the app's service worker, which is not running in this browser; reminders come by email to ${email}.`;
    case "denied":
      return (
        "Notifications are blocked for this site. To allow them, open the site settings (the icon beside " +
        `the address bar), set Notifications to Allow, and reload. Until then reminders come by email to ${email}.`
      );
    case "on":
      return `Pushed to this device. Devices without push get them by email at ${email}.`;
    case "checking":
    case "off":
      return `Ticking asks this browser to allow notifications. Without push on any device, reminders come by email to ${email}.`;
  }
}

/** This browser's push state in one line, with the button that changes it. */
export function PushDeviceStatus({
  state,
  pending,
  onEnable,
  onDisable,
}: {
  state: PushDeviceState;
  pending: boolean;
  onEnable: () => void;
  onDisable: () => void;
}) {
  if (state !== "on" && state !== "off") return null;
  return (
    <div className="ml-8 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" aria-live="polite">
      <span className={state === "on" ? "font-medium text-emerald-700" : "text-muted"}>
        {state === "on" ? "This device gets push notifications." : "This device does not get push notifications."}
      </span>
      <Button variant="secondary" size="sm" disabled={pending} onClick={state === "on" ? onDisable : onEnable}>
        {state === "on" ? "Turn off on this device" : "Turn on on this device"}
      </Button>
    </div>
  );
}
