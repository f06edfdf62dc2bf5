"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import {
  MIDAS_EXTRA_QUESTIONS,
  MIDAS_MAX_DAYS,
  MIDAS_PAIN_MAX,
  MIDAS_QUESTIONS,
  midasAnswersSchema,
} from "@/lib/migraine/midas";
import { formNumber, validate } from "@/lib/questionnaires/form";
import { ScoreResult, type ScoredResponse } from "./score-result";

const IDS = [...MIDAS_QUESTIONS, ...MIDAS_EXTRA_QUESTIONS].map((q) => q.id);
type Values = Record<(typeof IDS)[number], string>;
const blank = (): Values => Object.fromEntries(IDS.map((id) => [id, ""])) as Values;

const answersOf = (values: Values) => Object.fromEntries(IDS.map((id) => [id, formNumber(values[id])]));

/**
 * MIDAS: the five questions as day counts over the last 3 months (0–90), then the unscored
 * A (headache days) and B (average pain 0–10). The server scores it; the score shows here.
 */
export function MidasForm() {
  const [values, setValues] = useState<Values>(blank);
  const [result, setResult] = useState<ScoredResponse | null>(null);
  const save = useApiAction<ReturnType<typeof answersOf>, ScoredResponse>({
    check: (answers) => validate(midasAnswersSchema, answers),
    request: (answers) => ({ path: "/api/questionnaires/midas", body: { answers } }),
    success: (r) => `MIDAS saved: ${r.score} days, grade ${r.grade}`,
    failure: { fallback: "Failed to save MIDAS", prefix: "Error" },
    onSuccess: (r) => {
      setResult(r);
      setValues(blank());
    },
  });

  if (result) {
    return (
      <div className="space-y-3">
        <ScoreResult response={result} heading="Your MIDAS score" />
        <Button variant="secondary" onClick={() => setResult(null)}>
          Take MIDAS again
        </Button>
      </div>
    );
  }

  const field = (id: (typeof IDS)[number], n: string, text: string, max: number, hint?: string) => (
    <Field
      key={id}
      label={
        <>
          <span className="font-semibold">{n}.</span> {text}
        </>
      }
      hint={hint}
      error={save.fieldErrors[id]}
    >
      {(a11y) => (
        <Input
          {...a11y}
          name={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          className="max-w-32"
          value={values[id]}
          onChange={(e) => {
            setValues((v) => ({ ...v, [id]: e.target.value }));
            save.clearField(id);
          }}
        />
      )}
    </Field>
  );

  return (
    <form
      onSubmit={save.submit(() => answersOf(values))}
      noValidate
      aria-label="MIDAS questionnaire"
      className="space-y-4"
    >
      <p className="text-sm text-muted">
        Answer each question with a number of days in the last 3 months (0 to {MIDAS_MAX_DAYS}).
      </p>
      {MIDAS_QUESTIONS.map((q, i) => field(q.id, String(i + 1), q.text, MIDAS_MAX_DAYS, "Days"))}
      <div className="space-y-4 border-t border-slate-200 pt-4">
        <p className="text-sm text-muted">Two more questions, for your doctor. They do not count in the score.</p>
        {field(MIDAS_EXTRA_QUESTIONS[0].id, "A", MIDAS_EXTRA_QUESTIONS[0].text, MIDAS_MAX_DAYS, "Days")}
        {field(
          MIDAS_EXTRA_QUESTIONS[1].id,
          "B",
          MIDAS_EXTRA_QUESTIONS[1].text,
          MIDAS_PAIN_MAX,
          `0 to ${MIDAS_PAIN_MAX}`,
        )}
      </div>
      <Button type="submit" disabled={save.pending} className="w-full sm:w-auto">
        {save.pending ? "Saving..." : "Save MIDAS"}
      </Button>
    </form>
  );
}
