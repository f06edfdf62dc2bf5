"use client";

import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { glassLabel, glassMl } from "@/lib/water/amount";
import { waterEntryCreateSchema } from "@/lib/water/schema";

/** The one-tap glass: 250 ml (imperial: 8 fl oz) on `date`, or today when no date is given. */
export function AddGlassButton({
  imperial,
  date,
  size = "md",
}: {
  imperial: boolean;
  date?: string;
  size?: "sm" | "md";
}) {
  const label = glassLabel(imperial);
  const add = useApiAction({
    schema: waterEntryCreateSchema,
    request: () => ({ path: "/api/water", body: { amount_ml: glassMl(imperial), ...(date ? { date } : {}) } }),
    success: `Water logged: ${label.slice(1)}`,
    failure: { fallback: "Failed to log water", prefix: "Error" },
    offline: { label: () => `Water · ${label.slice(1)}` },
  });
  return (
    <Button size={size} onClick={() => void add.run(null)} disabled={add.pending}>
      {label}
    </Button>
  );
}
