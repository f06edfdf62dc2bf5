/**
 * Small SVG charts that render on the server: bars or a line over labelled points, with an
 * optional goal line. Screen readers get the title and a visually hidden table of the data.
 */
import type { ChartPoint } from "@/lib/chart-point";
import { cx } from "./cx";

export type { ChartPoint };

type ChartProps = {
  title: string;
  points: ChartPoint[];
  /** Unit shown after values in the hidden table and tooltips, e.g. "kcal". */
  unit?: string;
  kind?: "bar" | "line";
  goal?: number;
  height?: number;
  className?: string;
  /** Format a value for labels (default: rounded). */
  format?: (value: number) => string;
  /** "zero" (default) starts the axis at 0; "data" fits it to the values (weights, pulse). */
  baseline?: "zero" | "data";
};

const W = 320;
const PAD = { top: 12, right: 8, bottom: 22, left: 34 };

function niceMax(max: number): number {
  if (max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / magnitude) * magnitude;
}

/** A lower bound a little under the smallest value, on a round number. */
function niceMin(min: number, max: number): number {
  const span = Math.max(max - min, Math.abs(max) * 0.05, 1);
  const magnitude = 10 ** Math.floor(Math.log10(span));
  return Math.floor((min - span * 0.1) / magnitude) * magnitude;
}

export function Chart({
  title,
  points,
  unit = "",
  kind = "bar",
  goal,
  height = 160,
  className,
  format = (v) => String(Math.round(v)),
  baseline = "zero",
}: ChartProps) {
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  const highest = Math.max(goal ?? 0, ...values, 0);
  const bottom = baseline === "data" && values.length > 0 ? niceMin(Math.min(...values, goal ?? Infinity), highest) : 0;
  const top = bottom === 0 ? niceMax(highest) : bottom + niceMax(highest - bottom);
  const innerW = W - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const step = points.length > 0 ? innerW / points.length : innerW;
  const y = (v: number) => PAD.top + innerH - ((v - bottom) / (top - bottom)) * innerH;
  const x = (i: number) => PAD.left + step * i + step / 2;
  const labelEvery = Math.ceil(points.length / 8);
  const linePath = points
    .map((p, i) => (p.value === null ? null : `${x(i)},${y(p.value)}`))
    .filter(Boolean)
    .join(" L ");

  return (
    <figure className={cx("w-full", className)}>
      <svg
        viewBox={`0 0 ${W} ${height}`}
        role="img"
        aria-label={title}
        className="h-auto w-full overflow-visible text-slate-500"
      >
        {[0, 0.5, 1].map((f) => {
          const tick = bottom + (top - bottom) * f;
          return (
            <g key={f}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
              <text x={PAD.left - 4} y={y(tick) + 3} textAnchor="end" fontSize="9" fill="currentColor">
                {format(tick)}
              </text>
            </g>
          );
        })}
        {kind === "bar" &&
          points.map((p, i) =>
            p.value === null ? null : (
              <rect
                key={p.label}
                x={x(i) - step * 0.35}
                width={step * 0.7}
                y={y(p.value)}
                height={Math.max(0, y(bottom) - y(p.value))}
                rx="2"
                fill="#14a37f"
              >
                <title>{`${p.label}: ${format(p.value)} ${unit}`.trim()}</title>
              </rect>
            ),
          )}
        {kind === "line" && linePath && (
          <>
            <path d={`M ${linePath}`} fill="none" stroke="#098163" strokeWidth="2" />
            {points.map((p, i) =>
              p.value === null ? null : (
                <circle key={p.label} cx={x(i)} cy={y(p.value)} r="2.5" fill="#098163">
                  <title>{`${p.label}: ${format(p.value)} ${unit}`.trim()}</title>
                </circle>
              ),
            )}
          </>
        )}
        {goal !== undefined && goal > 0 && (
          <line x1={PAD.left} x2={W - PAD.right} y1={y(goal)} y2={y(goal)} stroke="#d97706" strokeDasharray="4 3" />
        )}
        {points.map((p, i) =>
          i % labelEvery === 0 ? (
            <text key={p.label} x={x(i)} y={height - 6} textAnchor="middle" fontSize="9" fill="currentColor">
              {p.label}
            </text>
          ) : null,
        )}
      </svg>
      {/* a table ignores sr-only's 1 px width; the wrapper keeps it from widening the page */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <th scope="row">{p.label}</th>
                <td>{p.value === null ? "no data" : `${format(p.value)} ${unit}`.trim()}</td>
              </tr>
            ))}
            {goal !== undefined && (
              <tr>
                <th scope="row">Goal</th>
                <td>{`${format(goal)} ${unit}`.trim()}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
