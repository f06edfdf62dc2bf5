import { gradeMeaning, gradeName, scoreCaption } from "@/lib/questionnaires/display";
import type { Questionnaire } from "@/lib/questionnaires/schema";
import { formatShortDate } from "@/lib/time/format";

export type ScoredResponse = {
  response_id: string;
  questionnaire: Questionnaire;
  date: string;
  score: number;
  grade: string;
  grade_label: string;
  next_due: string;
};

/** A score as the server gave it: the number, its grade or band, what that means, and when to retake. */
export function ScoreResult({ response, heading }: { response: ScoredResponse; heading?: string }) {
  const q = response.questionnaire;
  return (
    <div className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 p-4 text-ink" data-testid={`${q}-result`}>
      {heading && <p className="text-sm font-medium text-muted">{heading}</p>}
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-semibold tabular-nums">{response.score}</span>
        <span className="text-sm text-muted">{scoreCaption(q)}</span>
        <span className="rounded-full bg-white px-2.5 py-0.5 text-sm font-medium">
          {q === "midas" ? `${gradeName(q, response.grade)}: ${response.grade_label}` : response.grade_label}
        </span>
      </p>
      <p className="text-sm">{gradeMeaning(q, response.grade)}</p>
      <p className="text-sm text-muted">
        Taken {formatShortDate(response.date)}. Due again on {formatShortDate(response.next_due)}.
      </p>
    </div>
  );
}
