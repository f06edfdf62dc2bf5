"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { useApiAction } from "@/components/ui/use-api-action";
import { HIT6_ANSWERS, HIT6_ITEMS, hit6AnswersSchema } from "@/lib/migraine/hit6";
import { validate } from "@/lib/questionnaires/form";
import { ScoreResult, type ScoredResponse } from "./score-result";

type ItemId = (typeof HIT6_ITEMS)[number]["id"];
type Values = Partial<Record<ItemId, string>>;

/**
 * HIT-6: six questions, each answered Never, Rarely, Sometimes, Very often or Always (one radio
 * group each, so arrow keys move within a question). The server scores it; the score shows here.
 */
export function Hit6Form() {
  const [values, setValues] = useState<Values>({});
  const [result, setResult] = useState<ScoredResponse | null>(null);
  const save = useApiAction<Values, ScoredResponse>({
    // only a missing answer is possible here: each question asks for one
    check: (answers) =>
      Object.fromEntries(
        Object.keys(validate(hit6AnswersSchema, answers)).map((id) => [
          id,
          `Choose an answer to question ${HIT6_ITEMS.findIndex((item) => item.id === id) + 1}`,
        ]),
      ),
    request: (answers) => ({ path: "/api/questionnaires/hit6", body: { answers } }),
    success: (r) => `HIT-6 saved: ${r.score}, ${r.grade_label.toLowerCase()}`,
    failure: { fallback: "Failed to save HIT-6", prefix: "Error" },
    onSuccess: (r) => {
      setResult(r);
      setValues({});
    },
  });

  if (result) {
    return (
      <div className="space-y-3">
        <ScoreResult response={result} heading="Your HIT-6 score" />
        <Button variant="secondary" onClick={() => setResult(null)}>
          Take HIT-6 again
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={save.submit(() => values)} noValidate aria-label="HIT-6 questionnaire" className="space-y-5">
      <p className="text-sm text-muted">Choose one answer for each question.</p>
      {HIT6_ITEMS.map((item, i) => {
        const error = save.fieldErrors[item.id];
        const errorId = `hit6-${item.id}-error`;
        return (
          // the group takes the focus of a form refused for a missing answer, and reads its message
          <fieldset
            key={item.id}
            className="space-y-2 rounded-lg focus-visible:outline-offset-4"
            tabIndex={error ? -1 : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          >
            <legend className="text-sm font-medium text-ink">
              <span className="font-semibold">{i + 1}.</span> {item.text}
            </legend>
            <div className="flex flex-wrap gap-2">
              {HIT6_ANSWERS.map((a) => {
                const checked = values[item.id] === a.id;
                return (
                  <label
                    key={a.id}
                    className={cx(
                      "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm",
                      "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200",
                      checked ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-ink",
                      error && !checked && "border-red-300",
                    )}
                  >
                    <input
                      type="radio"
                      name={`hit6-${item.id}`}
                      value={a.id}
                      checked={checked}
                      onChange={() => {
                        setValues((v) => ({ ...v, [item.id]: a.id }));
                        save.clearField(item.id);
                      }}
                      className="accent-brand-600"
                    />
                    {a.label}
                  </label>
                );
              })}
            </div>
            {error && (
              <p id={errorId} className="text-sm text-red-700">
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
      <Button type="submit" disabled={save.pending} className="w-full sm:w-auto">
        {save.pending ? "Saving..." : "Save HIT-6"}
      </Button>
    </form>
  );
}
