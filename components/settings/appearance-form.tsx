"use client";

import { useState } from "react";
import { Segmented } from "@/components/ui/segmented";
import { useApiAction } from "@/components/ui/use-api-action";
import { preferencesSchema, type Theme } from "@/lib/identity/schema";

const OPTIONS: { value: Theme; label: string }[] = [
  { value: "system", label: "System" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

/**
 * Settings → Profile: the theme, saved with PUT /api/preferences. The page flips at once
 * (data-theme on <html>); the server renders the saved choice from then on, so no page flashes.
 */
export function AppearanceForm({ theme }: { theme: Theme }) {
  const [value, setValue] = useState<Theme>(theme);
  const save = useApiAction({
    schema: preferencesSchema,
    request: (body: { theme: Theme }) => ({ path: "/api/preferences", method: "PUT", body }),
    failure: { fallback: "Failed to save the theme", prefix: "Error" },
    onSuccess: (_result, body) => {
      document.documentElement.dataset.theme = body.theme;
    },
  });

  async function choose(next: Theme) {
    const before = value;
    setValue(next);
    // the choice shown goes back when it could not be saved
    if ((await save.run({ theme: next })) === undefined) setValue(before);
  }

  return (
    <div className="space-y-2">
      <Segmented legend="Theme" options={OPTIONS} value={value} onChange={(next) => void choose(next)} />
      <p className="text-sm text-muted">System follows your device&apos;s light or dark setting.</p>
    </div>
  );
}
