"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { errorMessage } from "@/components/ui/error-message";
import { Field, Textarea } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { api } from "@/lib/api/client";
import { CONTENT_MAX, defaultTitle, moodEmoji } from "@/lib/journal/fields";

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

/**
 * Today's Entry (spec section 5): sliders 1-10, the mood emoji, gratitude and goals; the
 * title is "Journal Entry - " and the date. A save returns to Journal History.
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
  const toast = useToast();
  const [values, setValues] = useState<JournalValues>(() =>
    prompt ? { ...initial, content: `${initial.content ? `${initial.content}\n\n` : ""}${prompt}\n` } : initial,
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tooLong = values.content.length > CONTENT_MAX;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (tooLong) {
      setError(`Content must be at most ${CONTENT_MAX.toLocaleString("en-US")} characters.`);
      return;
    }
    setSaving(true);
    setError(null);
    const body = { ...values, date, title: defaultTitle(date), tags: [] };
    try {
      if (entryId) await api(`/api/journal-entries/${entryId}`, { method: "PUT", body });
      else await api("/api/journal-entries", { method: "POST", body });
      toast.show("Journal entry saved successfully!", "success");
      router.push("/journal?tab=history");
      router.refresh();
    } catch (err) {
      toast.show(errorMessage(err, "Failed to save journal entry"), "error");
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
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
        error={error}
      >
        {(p) => (
          <Textarea
            {...p}
            rows={8}
            value={values.content}
            onChange={(e) => setValues((v) => ({ ...v, content: e.target.value }))}
            aria-invalid={tooLong || undefined}
          />
        )}
      </Field>
      <Field label="What are you grateful for?">
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            maxLength={5000}
            value={values.gratitude}
            onChange={(e) => setValues((v) => ({ ...v, gratitude: e.target.value }))}
          />
        )}
      </Field>
      <Field label="Goals for tomorrow">
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            maxLength={5000}
            value={values.goals}
            onChange={(e) => setValues((v) => ({ ...v, goals: e.target.value }))}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Entry"}
        </Button>
        <ButtonLink href="/journal?tab=prompts" variant="secondary">
          Writing prompts
        </ButtonLink>
      </div>
    </form>
  );
}
