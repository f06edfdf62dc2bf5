import { ProgressBar } from "@/components/ui/progress";
import { SCORE_DATA_DAYS, SCORE_WAIT_DAYS, type HealthScore, type ScoreGate } from "@/lib/insights/score";
import { TitledCard } from "@/components/ui/card";

/** The health score out of 100, what it rests on, and its breakdown. */
export function ScoreCard({ score }: { score: HealthScore }) {
  const n = score.components.length;
  return (
    <TitledCard id="insights-score" title="Health score">
      <p className="text-4xl font-bold text-ink">
        {score.score} <span className="text-base font-medium text-muted">/ 100</span>
      </p>
      <ProgressBar value={score.score} max={100} label="Health score" className="my-2" />
      <p className="text-sm text-muted">
        Based on {n} of {n + score.missing.length} areas over the last 7 days
        {score.missing.length > 0 && (
          <> (no data yet for {score.missing.map((m) => m.label.toLowerCase()).join(", ")})</>
        )}
        .
      </p>
      <h3 className="mt-4 mb-2 text-sm font-semibold text-ink">Breakdown</h3>
      <ul className="space-y-3" aria-label="Score breakdown">
        {score.components.map((c) => (
          <li key={c.id}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-ink">{c.label}</span>
              <span className="font-semibold text-ink">{c.score}</span>
            </div>
            <ProgressBar value={c.score} max={100} label={c.label} className="my-1 h-2" />
            <p className="text-xs text-muted">
              {c.detail} · weight {c.weight}
            </p>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

/** Before the score means anything: how far the account is from its first score. */
export function ScorePending({ gate }: { gate: ScoreGate }) {
  const waitLeft = SCORE_WAIT_DAYS - gate.daysSinceSignUp;
  const dataLeft = SCORE_DATA_DAYS - gate.daysWithData;
  return (
    <TitledCard id="insights-score" title="Health score">
      <p className="text-2xl font-bold text-ink">Not enough data yet</p>
      <p className="mt-1 text-sm text-muted">
        Your score appears once {SCORE_DATA_DAYS} days have something logged, or {SCORE_WAIT_DAYS} days after you
        joined, whichever comes first.
      </p>
      <ProgressBar
        value={gate.daysWithData}
        max={SCORE_DATA_DAYS}
        label={`Days with data: ${gate.daysWithData} of ${SCORE_DATA_DAYS}`}
        className="my-2"
      />
      <p className="text-sm text-ink">
        {gate.daysWithData} of {SCORE_DATA_DAYS} days with data so far
        {dataLeft > 0 && waitLeft > 0 && (
          <>
            {" "}
            · at the latest in {waitLeft} {waitLeft === 1 ? "day" : "days"}
          </>
        )}
        .
      </p>
    </TitledCard>
  );
}
