"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Field, Textarea } from "@/components/ui/field";
import { PendingWrites } from "@/components/offline/pending-writes";
import { useApiAction } from "@/components/ui/use-api-action";
import { moodEmoji } from "@/lib/journal/display";
import {
  CONTENT_MAX,
  defaultTitle,
  JOURNAL_DEFAULTS,
  journalEntrySchema,
  LONG_TEXT_MAX,
  type JournalScale as Scale,
} from "@/lib/journal/schema";

/** The form's values: a rating is null until the user sets its slider. */
export type JournalValues = {
  content: string;
  mood: number | null;
  energy: number | null;
  stress: number | null;
  sleep: number | null;
  gratitude: string;
  goals: string;
};

const SCALES: { key: Scale; label: string; low: string; high: string }[] = [
  { key: "mood", label: "Mood", low: "Very low", high: "Excellent" },
  { key: "energy", label: "Energy", low: "Exhausted", high: "Full of energy" },
  { key: "stress", label: "Stress", low: "Calm", high: "Very stressed" },
  { key: "sleep", label: "Sleep quality", low: "Poor", high: "Great" },
];

/**
 * What the form sends for its values: tags stay empty, the title is the day's default, and a
 * rating not set is sent as null (no rating), never as the slider's starting position.
 */
export function journalPayload(values: JournalValues, date: string) {
  return { ...values, date, title: defaultTitle(date), tags: [] };
}

/**
 * Today's Entry: sliders 1-10 (mood with its emoji), the day's text, gratitude and goals,
 * titled "Journal Entry - " and the date. A save returns to Journal History. Each slider starts
 * at the spec's default but reads "not set" until the user moves it, taps it or takes the
 * default with "Use N"; "Clear" makes it "not set" again.
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
    // a new entry only (an edit is a PUT, which the queue does not take); the form stays put
    offline: { label: (body) => body.title, onQueued: () => setValues(initial) },
  });

  return (
    <form onSubmit={save.submit(() => journalPayload(values, date))} noValidate className="space-y-5">
      <p className="text-base font-semibold text-ink">{defaultTitle(date)}</p>
      {!entryId && <PendingWrites paths={["/api/journal-entries"]} date={date} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {SCALES.map((s) => {
          const value = values[s.key];
          const shown = value ?? JOURNAL_DEFAULTS[s.key];
          const set = (n: number | null) => setValues((v) => ({ ...v, [s.key]: n }));
          return (
            <div key={s.key} className="space-y-1">
              <div className="flex items-center justify-between gap-2 text-sm font-medium text-ink">
                <label htmlFor={`scale-${s.key}`}>{s.label}</label>
                <span className="flex items-center gap-2">
                  {value === null ? (
                    <>
                      <span className="text-muted italic">not set</span>
                      <button
                        type="button"
                        onClick={() => set(shown)}
                        aria-label={`Use ${shown} for ${s.label}`}
                        className="rounded-md px-2 py-1 text-xs font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        Use {shown}
                      </button>
                    </>
                  ) : (
                    <>
                      <span className="tabular-nums" aria-hidden="true">
                        {s.key === "mood" && <span className="mr-1 text-xl">{moodEmoji(value)}</span>}
                        {value}/10
                      </span>
                      <button
                        type="button"
                        onClick={() => set(null)}
                        aria-label={`Clear ${s.label}`}
                        className="rounded-md px-2 py-1 text-xs font-medium text-muted underline underline-offset-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        Clear
                      </button>
                    </>
                  )}
                </span>
              </div>
              <input
                id={`scale-${s.key}`}
                type="range"
                min={1}
                max={10}
                step={1}
                value={shown}
                aria-valuetext={value === null ? `not set (starts at ${shown} of 10)` : `${value} of 10`}
                onChange={(e) => set(Number(e.target.value))}
                // a tap on the thumb where it already is sets that value too
                onPointerUp={(e) => set(Number(e.currentTarget.value))}
                className={cx("h-11 w-full accent-brand-600", value === null && "opacity-40")}
              />
              <p className="flex justify-between text-xs text-muted" aria-hidden="true">
                <span>{s.low}</span>
                <span>{s.high}</span>
              </p>
            </div>
          );
        })}
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
