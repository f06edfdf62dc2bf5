"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { ExtraNutrient } from "@/lib/food/nutrients";
import type { NutrientInputProps } from "./nutrient-inputs";

/** A figure as a field shows it: empty when unknown. */
export const figureText = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** The four boxes, in a chunk of their own loaded when the section is first opened. */
const NutrientInputs = dynamic(() => import("./nutrient-inputs").then((m) => m.NutrientInputs), {
  loading: () => (
    <p className="pb-2 text-sm text-muted" role="status">
      Loading...
    </p>
  ),
});

const KEYS: ExtraNutrient[] = ["fiber", "sugar", "saturated_fat", "sodium_mg"];

/**
 * Fibre, sugars, saturated fat and sodium of a food form, all optional (an empty box is
 * unknown, not 0), folded away until opened unless one holds a value or an error.
 */
export function ExtraNutrientFields(props: NutrientInputProps) {
  const filled = KEYS.some((n) => props.values[n] !== "" || props.errors[n]);
  const [open, setOpen] = useState(filled);
  const [wasFilled, setWasFilled] = useState(filled);
  // a value filled in (a picked food, an error) opens the section; the user may close it again
  if (filled !== wasFilled) {
    setWasFilled(filled);
    if (filled) setOpen(true);
  }
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="rounded-xl border border-slate-200 px-3 py-2"
    >
      <summary className="min-h-11 cursor-pointer content-center text-sm font-medium text-ink">
        More nutrients (optional)
      </summary>
      {open && <NutrientInputs {...props} />}
    </details>
  );
}
