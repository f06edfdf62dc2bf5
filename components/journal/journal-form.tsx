"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { moodEmoji } from "@/lib/journal/display";
import { CONTENT_MAX, defaultTitle, journalEntrySchema, LONG_TEXT_MAX } from "@/lib/journal/schema";

export type JournalValues = {
  content: string;
  mood: number;
  energy: number;
  stress: number;
  sleep: number;
  gratitude: string;
  goals: string;
};
type Scale = "mood" | "energy" | "stress" | "sleep";

const SCALES: { key: Scale; label: string; low: string; high: string }[] = [
  { key: "mood", label: "Mood", low: "Very low", high: "Excellent" },
  { key: "energy", label: "Energy", low: "Exhausted", high: "Full of energy" },
  { key: "stress", label: "Stress", low: "Calm", high: "Very stressed" },
  { key: "sleep", label: "Sleep quality", low: "Poor", high: "Great" },
];

/** What the form sends for its values: tags stay empty, the title is the day's default. */
export function journalPayload(values: JournalValues, date: string) {
  return { ...values, date, title: defaultTitle(date), tags: [] };
}

/**
 * Today's Entry: sliders 1-10 (mood with its emoji), the day's text, gratitude and goals,
 * titled "Journal Entry - " and the date. A save returns to Journal History.
 */
export function JournalForm({
  date,
  initial,
  entryId,
  prompt,
}: {
  date: string;
  initial: JournalValues;
  entryId?: string;
  prompt?: string | null;
}) {
  const router = useRouter();
  const [values, setValues] = useState<JournalValues>(() =>
    prompt ? { ...initial, content: `${initial.content ? `${initial.content}\n\n` : ""}${prompt}\n` } : initial,
  );
  const save = useApiAction({
    schema: journalEntrySchema,
    request: (body: ReturnType<typeof journalPayload>) =>
      entryId
        ? { path: `/api/journal-entries/${entryId}`, method: "PUT", body }
        : { path: "/api/journal-entries", body },
    success: "Journal entry saved successfully!",
    failure: { fallback: "Failed to save journal entry", prefix: "Error" },
    onSuccess: () => router.push("/journal?tab=history"),
  });

  return (
    <form onSubmit={save.submit(() => journalPayload(values, date))} noValidate className="space-y-5">
      <p className="text-base font-semibold text-ink">{defaultTitle(date)}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {SCALES.map((s) => (
          <div key={s.key} className="space-y-1">
            <label
              htmlFor={`scale-${s.key}`}
              className="flex items-center justify-between text-sm font-medium text-ink"
            >
              <span>{s.label}</span>
              <span className="tabular-nums" aria-hidden="true">
                {s.key === "mood" && <span className="mr-1 text-xl">{moodEmoji(values.mood)}</span>}
                {values[s.key]}/10
              </span>
            </label>
            <input
              id={`scale-${s.key}`}
              type="range"
              min={1}
              max={10}
              step={1}
              value={values[s.key]}
              aria-valuetext={`${values[s.key]} of 10`}
              onChange={(e) => setValues((v) => ({ ...v, [s.key]: Number(e.target.value) }))}
              className="h-11 w-full accent-brand-600"
            />
            <p className="flex justify-between text-xs text-muted" aria-hidden="true">
              <span>{s.low}</span>
              <span>{s.high}</span>
            </p>
          </div>
        ))}
      </div>
      <Field
        label="How was your day?"
        hint={`${values.content.length.toLocaleString("en-US")} / ${CONTENT_MAX.toLocaleString("en-US")} characters`}
        error={save.fieldErrors.content}
      >
        {(p) => (
          <Textarea
            {...p}
            rows={8}
            value={values.content}
            onChange={(e) => setValues((v) => ({ ...v, content: e.target.value }))}
          />
        )}
      </Field>
      <Field label="What are you grateful for?" error={save.fieldErrors.gratitude}>
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            maxLength={LONG_TEXT_MAX}
            value={values.gratitude}
            onChange={(e) => setValues((v) => ({ ...v, gratitude: e.target.value }))}
          />
        )}
      </Field>
      <Field label="Goals for tomorrow" error={save.fieldErrors.goals}>
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            maxLength={LONG_TEXT_MAX}
            value={values.goals}
            onChange={(e) => setValues((v) => ({ ...v, goals: e.target.value }))}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.pending}>
          {save.pending ? "Saving..." : "Save Entry"}
        </Button>
        <ButtonLink href="/journal?tab=prompts" variant="secondary">
          Writing prompts
        </ButtonLink>
      </div>
    </form>
  );
}
