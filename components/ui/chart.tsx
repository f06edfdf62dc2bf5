/**
 * Small SVG charts that render on the server: bars or a line over labelled points, with an
 * optional goal line. Screen readers get the title and a visually hidden table of the data.
 */
import { cx } from "./cx";

export type ChartPoint = { label: string; value: number | null };

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
};

const W = 320;
const PAD = { top: 12, right: 8, bottom: 22, left: 34 };

function niceMax(max: number): number {
  if (max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / magnitude) * magnitude;
}

export function Chart({ title, points, unit = "", kind = "bar", goal, height = 160, className, format = (v) => String(Math.round(v)) }: ChartProps) {
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  const top = niceMax(Math.max(goal ?? 0, ...values, 0));
  const innerW = W - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const step = points.length > 0 ? innerW / points.length : innerW;
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const x = (i: number) => PAD.left + step * i + step / 2;
  const labelEvery = Math.ceil(points.length / 8);
  const linePath = points
    .map((p, i) => (p.value === null ? null : `${x(i)},${y(p.value)}`))
    .filter(Boolean)
    .join(" L ");

  return (
    <figure className={cx("w-full", className)}>
      <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-label={title} className="h-auto w-full overflow-visible text-slate-500">
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(top * f)} y2={y(top * f)} stroke="#e2e8f0" />
            <text x={PAD.left - 4} y={y(top * f) + 3} textAnchor="end" fontSize="9" fill="currentColor">
              {format(top * f)}
            </text>
          </g>
        ))}
        {kind === "bar" &&
          points.map((p, i) =>
            p.value === null ? null : (
              <rect key={p.label} x={x(i) - step * 0.35} width={step * 0.7} y={y(p.value)} height={Math.max(0, PAD.top + innerH - y(p.value))} rx="2" fill="#14a37f">
                <title>{`${p.label}: ${format(p.value)} ${unit}`.trim()}</title>
              </rect>
            ),
          )}
        {kind === "line" && linePath && (
          <>
            <path d={`M ${linePath}`} fill="none" stroke="#0b8a6b" strokeWidth="2" />
            {points.map((p, i) =>
              p.value === null ? null : (
                <circle key={p.label} cx={x(i)} cy={y(p.value)} r="2.5" fill="#0b8a6b">
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
      <table className="sr-only">
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
    </figure>
  );
}
