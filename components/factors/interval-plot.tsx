/**
 * A risk ratio and its 95 % interval on a log-scale axis with a line at 1 (a one-row forest
 * plot): left of the line, fewer migraines; right of it, more. The plot is SVG drawn in
 * percentages of its width, the tick labels HTML at one size, as the app's charts are; screen
 * readers get the ratio in words.
 */
import type { FactorResult, Grade } from "@/lib/health/factors/analysis";
import { FOREST_MAX, FOREST_MIN, FOREST_TICKS, forestPosition, ratioText } from "@/lib/health/factors/display";

const HEIGHT = 22;
const MID = HEIGHT / 2;
const GRID = "var(--color-slate-200, #e2e8f0)";
const ONE = "var(--color-slate-500, #64748b)";
const INTERVAL: Record<Grade, string> = {
  strong: "var(--color-amber-700, #b45309)",
  possible: "var(--color-amber-600, #d97706)",
  no_evidence: "var(--color-slate-500, #64748b)",
  not_enough_data: "var(--color-slate-400, #94a3b8)",
};

const pct = (v: number) => `${v}%`;

export function IntervalPlot({ r }: { r: Pick<FactorResult, "risk_ratio" | "ci_low" | "ci_high" | "grade"> }) {
  if (r.risk_ratio === null || r.ci_low === null || r.ci_high === null) return null;
  const colour = INTERVAL[r.grade];
  const lo = forestPosition(r.ci_low);
  const hi = forestPosition(r.ci_high);
  // an interval running past the axis ends in an open (dashed) stub, so it never looks bounded there
  const beyondLow = r.ci_low < FOREST_MIN;
  const beyondHigh = r.ci_high > FOREST_MAX;
  return (
    <figure className="mt-2 max-w-md">
      <svg
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={`${ratioText(r)}; the line marks 1, the same rate with and without.`}
        className="block overflow-visible"
      >
        {FOREST_TICKS.filter((t) => t !== 1).map((t) => (
          <line key={t} x1={pct(forestPosition(t))} x2={pct(forestPosition(t))} y1={4} y2={HEIGHT - 4} stroke={GRID} />
        ))}
        <line x1="0" x2="100%" y1={MID} y2={MID} stroke={GRID} />
        <line x1="50%" x2="50%" y1={0} y2={HEIGHT} stroke={ONE} strokeWidth={1.5} />
        <line x1={pct(lo)} x2={pct(hi)} y1={MID} y2={MID} stroke={colour} strokeWidth={3} strokeLinecap="round" />
        {beyondLow && (
          <line
            x1="0"
            x2="3%"
            y1={MID}
            y2={MID}
            stroke="var(--color-white, #fff)"
            strokeWidth={2}
            strokeDasharray="2 2"
          />
        )}
        {beyondHigh && (
          <line
            x1="97%"
            x2="100%"
            y1={MID}
            y2={MID}
            stroke="var(--color-white, #fff)"
            strokeWidth={2}
            strokeDasharray="2 2"
          />
        )}
        <circle
          cx={pct(forestPosition(r.risk_ratio))}
          cy={MID}
          r={5}
          fill={colour}
          stroke="var(--color-white, #fff)"
          strokeWidth={1.5}
        />
      </svg>
      <div className="relative mt-0.5 h-4 text-xs leading-4 text-muted tabular-nums" aria-hidden="true">
        {FOREST_TICKS.map((t) => (
          <span key={t} className="absolute -translate-x-1/2" style={{ left: pct(forestPosition(t)) }}>
            {t === 0.25 ? "¼" : t === 0.5 ? "½" : t}×
          </span>
        ))}
      </div>
    </figure>
  );
}
