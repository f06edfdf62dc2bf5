"use client";

import Link from "next/link";
import { useId } from "react";
import { ACUTE_CLASS_IDS, acuteClassLabel, type AcuteClass } from "@/lib/migraine/acute-classes";
import type { AcuteMedication } from "@/lib/health/episode-medications";

/** A medication the episode may name: the user's, with the class it is taken as (null: none set now). */
export type AcuteChoice = AcuteMedication;

function classLabel(id: string | null): string | null {
  const known = ACUTE_CLASS_IDS.find((c) => c === id) as AcuteClass | undefined;
  return known ? acuteClassLabel(known) : null;
}

/**
 * The medications the user may tick as taken for the episode: those they set a headache class
 * on (counted as acute medication days in the reports). With none, a link to where the class is set.
 */
export function AcuteMedicationChoices({
  choices,
  value,
  onChange,
  error,
}: {
  choices: AcuteChoice[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className="min-w-0 space-y-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">Acute medication taken</legend>
      {choices.length === 0 ? (
        <p className="text-sm text-muted">
          None of your medications is marked as taken for headaches yet. Choose its class under{" "}
          <Link href="/medications?tab=my" className="font-medium text-brand-700 underline">
            Medications
          </Link>{" "}
          (Edit, &ldquo;Taken for headaches as&rdquo;) to tick it here.
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {choices.map((m) => {
            const checked = value.includes(m.medication_id);
            const label = classLabel(m.acute_class);
            return (
              <label
                key={m.medication_id}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() =>
                    onChange(checked ? value.filter((id) => id !== m.medication_id) : [...value, m.medication_id])
                  }
                  className="size-5 accent-brand-600"
                />
                <span className="min-w-0 break-words">
                  {m.name}
                  {label && <span className="text-muted"> · {label}</span>}
                </span>
              </label>
            );
          })}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
