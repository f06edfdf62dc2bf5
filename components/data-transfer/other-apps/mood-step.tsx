"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import { Field, Select } from "@/components/ui/field";
import type { MoodMap } from "@/lib/data-transfer/other-apps/types";
import { moodScore as defaultMoodScore } from "@/lib/data-transfer/other-apps/sources/daylio/moods";

const SCORES = Array.from({ length: 10 }, (_, i) => 10 - i);

/** The score of each label: the user's, else the standard one of a standard mood name, else none yet. */
export function moodScores(labels: readonly string[], chosen: MoodMap | undefined): Record<string, number | null> {
  return Object.fromEntries(labels.map((l) => [l, chosen?.[l] ?? defaultMoodScore(l)]));
}

/** Whether every mood label of the file has a score the preview was read with. */
export function moodsSettled(labels: readonly string[], chosen: MoodMap | undefined): boolean {
  return Object.values(moodScores(labels, chosen)).every((s) => s !== null);
}

/**
 * A Daylio export names its moods in the user's words: each gets a score on vitalog's 1–10
 * scale, the standard names pre-filled. Applying reads the file again with them, so the
 * preview's journal rows show the scores that will be stored.
 */
export function MoodStep({
  labels,
  chosen,
  onApply,
  onDirty,
}: {
  labels: readonly string[];
  chosen: MoodMap | undefined;
  onApply: (map: MoodMap) => void;
  /** Told when the form holds scores not yet applied. */
  onDirty: (dirty: boolean) => void;
}) {
  const initial = moodScores(labels, chosen);
  const [scores, setScores] = useState(initial);
  const missing = labels.filter((l) => scores[l] === null);
  const dirty = labels.some((l) => scores[l] !== initial[l]);

  function change(label: string, value: string) {
    const next = { ...scores, [label]: value === "" ? null : Number(value) };
    setScores(next);
    onDirty(labels.some((l) => next[l] !== initial[l]));
  }

  return (
    <TitledCard id="import-moods" title="Your moods on a 1–10 scale">
      <p className="mb-4 text-sm text-muted">
        vitalog&apos;s journal rates mood from 1 (worst) to 10 (best). Choose the score each of your Daylio moods stands
        for.
      </p>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (missing.length > 0) return;
          onApply(Object.fromEntries(labels.map((l) => [l, scores[l]!])));
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {labels.map((label) => (
            <Field key={label} label={label} error={scores[label] === null ? "Choose a score" : null}>
              {(p) => (
                <Select {...p} value={scores[label] ?? ""} onChange={(e) => change(label, e.target.value)}>
                  <option value="">Choose…</option>
                  {SCORES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                      {s === 10 ? " (best)" : s === 1 ? " (worst)" : ""}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ))}
        </div>
        <Button
          type="submit"
          variant={dirty || missing.length > 0 ? "primary" : "secondary"}
          disabled={missing.length > 0}
        >
          Use these scores
        </Button>
      </form>
    </TitledCard>
  );
}
