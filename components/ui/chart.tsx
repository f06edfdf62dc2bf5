/**
 * Small charts that render on the server: bars or lines over labelled points, with an optional
 * goal line and several labelled lines (a legend) when given series. The plot is SVG drawn in
 * percentages of its width at a fixed pixel height, and the axis text is HTML: text never
 * scales with the chart, so it keeps one size (12 px) at every width, a phone's included.
 * Dates on the axis are written in the reader's locale (the browser's Accept-Language, which
 * the page reads once: the chart itself is synchronous).
 * Screen readers get the title and a visually hidden table of the data.
 */
import { valueAxis, type ChartPoint } from "@/lib/chart-point";
import { chartDayLabel, chartMonthLabel } from "@/lib/time/chart-labels";
import { element, escapeMarkup, tableRows, tooltip } from "./chart-markup";
import { cx } from "./cx";

export type { ChartPoint };

/** One line of a chart with several: its name (in the legend and the table) and its points. */
export type ChartSeries = { name: string; points: ChartPoint[] };

/**
 * A range of values that reads as one category (a score's grade), shaded behind the plot and
 * named at its top; the chart's axis spans every band given.
 */
export type ChartBand = { from: number; to: number; label: string };

type ChartProps = {
  title: string;
  /** The reader's locale for dates on the axis (`requestLocale()`). */
  locale: string;
  /** The points of a chart of one series. */
  points?: ChartPoint[];
  /** Several lines over the same labels (drawn as lines, with a legend). */
  series?: ChartSeries[];
  /** Unit shown after values in the hidden table and tooltips, e.g. "kcal". */
  unit?: string;
  kind?: "bar" | "line";
  goal?: number;
  /** Height of the plot in CSS pixels. */
  height?: number;
  className?: string;
  /** Format a value for labels (default: rounded). */
  format?: (value: number) => string;
  /** "zero" (default) starts the axis at 0; "data" fits it to the values (weights, pulse). */
  baseline?: "zero" | "data";
  /** Counts (workouts, days): whole-number ticks only. */
  integer?: boolean;
  /** Ranges shaded behind the plot, lowest first, each named (grades of a score). */
  bands?: ChartBand[];
};

// theme tokens (as CSS, where var() applies), so lines and grid turn over with dark mode as the page does
const COLORS = ["var(--color-brand-600, #098163)", "var(--color-amber-700, #b45309)"] as const;
const DASHES = [undefined, "6 4"] as const;
const BAR = "var(--color-brand-500, #14a37f)";
const GOAL = "var(--color-amber-600, #d97706)";
const GRID = "var(--color-slate-200, #e2e8f0)";
const PAD_TOP = 8;
const PAD_BOTTOM = 2;
const TICK_CLASS = "absolute right-1.5 -translate-y-1/2 text-xs leading-none text-muted tabular-nums";
const LABEL_CLASS = "absolute text-xs leading-4 whitespace-nowrap text-muted";

const BAND = "var(--color-amber-500, #f59e0b)";
/** The shade of band k: the higher the band, the deeper. */
const bandOpacity = (k: number) => 0.04 + 0.06 * k;
/** The least height in pixels at which a band's name is written inside it. */
const BAND_LABEL_MIN = 15;
const BAND_LABEL_CLASS = "absolute left-1.5 text-xs leading-none whitespace-nowrap text-muted";

const hundredths = (v: number) => Math.round(v * 100) / 100;

function pointLabel(p: ChartPoint, locale: string): string {
  if (p.date) return chartDayLabel(p.date, locale);
  if (p.month) return chartMonthLabel(p.month, locale);
  return p.label;
}

export function Chart({
  title,
  locale,
  points = [],
  series,
  unit = "",
  kind = "bar",
  goal,
  height = 160,
  className,
  format = (v) => String(Math.round(v)),
  baseline = "zero",
  integer = false,
  bands = [],
}: ChartProps) {
  const lines: ChartSeries[] = series ?? [{ name: title, points }];
  const drawn = series ? "line" : kind;
  const base = lines[0]?.points ?? [];
  const labels = base.map((p) => pointLabel(p, locale));
  const values = lines.flatMap((s) => s.points.map((p) => p.value).filter((v): v is number => v !== null));
  const bandEdges = bands.flatMap((b) => [b.from, b.to]);
  const axis = valueAxis([...values, ...bandEdges, ...(goal !== undefined && goal > 0 ? [goal] : [])], {
    zero: baseline === "zero",
    integer,
  });
  const n = Math.max(1, base.length);
  const innerH = height - PAD_TOP - PAD_BOTTOM;
  // positions to a hundredth (of a pixel, or of a percent of the width): finer is invisible
  const y = (v: number) => hundredths(PAD_TOP + innerH - ((v - axis.min) / (axis.max - axis.min)) * innerH);
  /** The centre of point i, in percent of the plot's width. */
  const x = (i: number) => ((i + 0.5) / n) * 100;
  const pct = (v: number) => `${hundredths(v)}%`;
  // the newest point keeps its label; a narrow chart labels fewer points than a wide one
  const narrowEvery = Math.ceil(n / 5);
  const wideEvery = Math.ceil(n / 10);
  const tickText = axis.ticks.map(format);
  const longest = Math.max(...tickText.map((t) => t.length));
  const text = (v: number) => `${format(v)} ${unit}`.trim();

  // shapes of one kind share their colour through their group
  const grid = element(
    "g",
    { style: `stroke: ${GRID}` },
    axis.ticks.map((t) => element("line", { x1: 0, x2: "100%", y1: y(t), y2: y(t) })).join(""),
  );
  const bars =
    drawn === "bar"
      ? element(
          "g",
          { style: `fill: ${BAR}` },
          base
            .map((p, i) =>
              p.value === null
                ? ""
                : element(
                    "rect",
                    {
                      x: pct(x(i) - 35 / n),
                      width: pct(70 / n),
                      y: y(Math.max(p.value, axis.min)),
                      height: Math.max(0, hundredths(y(axis.min) - y(Math.max(p.value, axis.min)))),
                      rx: 2,
                    },
                    tooltip(`${labels[i]}: ${text(p.value)}`),
                  ),
            )
            .join(""),
        )
      : "";
  const paths =
    drawn === "line"
      ? lines.map((s, k) => {
          const stroke = {
            style: `stroke: ${COLORS[k % 2]}`,
            "stroke-width": 2,
            "stroke-dasharray": DASHES[k % 2],
            "stroke-linecap": "round",
          };
          const shown = s.points.flatMap((p, i) => (p.value === null ? [] : [{ i, v: p.value }]));
          const segments = shown.slice(1).map((b, j) => {
            const a = shown[j]!;
            return element("line", { x1: pct(x(a.i)), y1: y(a.v), x2: pct(x(b.i)), y2: y(b.v) });
          });
          const dots = shown.map(({ i, v }) =>
            element(
              "circle",
              { cx: pct(x(i)), cy: y(v), r: 3.5 },
              tooltip(`${series ? `${s.name}, ` : ""}${labels[i]}: ${text(v)}`),
            ),
          );
          return (
            element("g", stroke, segments.join("")) + element("g", { style: `fill: ${COLORS[k % 2]}` }, dots.join(""))
          );
        })
      : [];
  const goalLine =
    goal !== undefined && goal > 0
      ? element("line", {
          x1: 0,
          x2: "100%",
          y1: y(goal),
          y2: y(goal),
          style: `stroke: ${GOAL}`,
          "stroke-width": 1.5,
          "stroke-dasharray": "4 3",
        })
      : "";
  // the highest band reaches the top of the axis: a grade open at its upper end looks so
  const bandTop = (b: ChartBand, k: number) => y(k === bands.length - 1 ? axis.max : Math.min(b.to, axis.max));
  const shades = bands
    .map((b, k) => {
      const top = bandTop(b, k);
      const bottom = y(Math.max(b.from, axis.min));
      return element("rect", {
        x: 0,
        width: "100%",
        y: top,
        height: Math.max(0, hundredths(bottom - top)),
        style: `fill: ${BAND}; fill-opacity: ${bandOpacity(k)}`,
      });
    })
    .join("");
  const bandEdgeLines = element(
    "g",
    { style: `stroke: ${BAND}`, "stroke-dasharray": "2 3", "stroke-opacity": 0.7 },
    bands
      .slice(1)
      .map((b) => element("line", { x1: 0, x2: "100%", y1: y(b.from), y2: y(b.from) }))
      .join(""),
  );
  const bandNames = bands
    .map((b, k) => {
      const top = bandTop(b, k);
      const bottom = y(Math.max(b.from, axis.min));
      if (bottom - top < BAND_LABEL_MIN) return "";
      return element("span", { class: BAND_LABEL_CLASS, style: `top:${hundredths(top + 3)}px` }, escapeMarkup(b.label));
    })
    .join("");
  const plot = shades + grid + (bands.length ? bandEdgeLines : "") + bars + paths.join("") + goalLine;
  // the axis text is HTML (a steady 12 px at every width), written as markup like the plot
  const ticks = axis.ticks
    .map((t, k) => element("span", { class: TICK_CLASS, style: `top:${y(t)}px` }, escapeMarkup(tickText[k]!)))
    .join("");
  const xLabels = labels
    .map((label, i) => {
      const fromEnd = n - 1 - i;
      if (fromEnd % wideEvery !== 0) return "";
      const className = cx(
        LABEL_CLASS,
        // the labels at the ends grow inwards, so they stay inside the card
        x(i) > 85 ? "-translate-x-full" : x(i) < 15 ? "-translate-x-1/4" : "-translate-x-1/2",
        fromEnd % narrowEvery !== 0 && "hidden @md:block",
      );
      return element(
        "span",
        { class: className, style: `left:${pct(x(i) > 85 ? x(i) + 50 / n : x(i))}` },
        escapeMarkup(label),
      );
    })
    .join("");
  const head =
    lines.length > 1
      ? element(
          "thead",
          {},
          element(
            "tr",
            {},
            ["Date", ...lines.map((s) => s.name)].map((h) => element("th", { scope: "col" }, escapeMarkup(h))).join(""),
          ),
        )
      : "";
  const rows = base.map((p, i) => ({
    head: labels[i]!,
    cells: lines.map((s) => {
      const v = s.points[i]?.value ?? null;
      return v === null ? "no data" : text(v);
    }),
  }));
  if (goal !== undefined) rows.push({ head: "Goal", cells: [text(goal)] });
  for (const b of bands) rows.push({ head: b.label, cells: [`${format(b.from)} to ${format(b.to)}`] });
  const table = element("caption", {}, escapeMarkup(title)) + head + element("tbody", {}, tableRows(rows));

  return (
    <figure className={cx("@container w-full", className)}>
      {series && series.length > 1 && (
        <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink" aria-label="Legend">
          {series.map((s, k) => (
            <li key={s.name} className="flex items-center gap-1.5">
              <svg width="24" height="8" aria-hidden="true">
                <line
                  x1="0"
                  x2="24"
                  y1="4"
                  y2="4"
                  style={{ stroke: COLORS[k % 2] }}
                  strokeWidth="2.5"
                  strokeDasharray={DASHES[k % 2]}
                />
              </svg>
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <div className="flex">
        <div
          className="relative shrink-0"
          style={{ height, width: `${longest * 0.5 + 0.75}em` }}
          aria-hidden="true"
          dangerouslySetInnerHTML={{ __html: ticks }}
        />
        <div className="relative min-w-0 flex-1">
          {bandNames && (
            <div
              className="pointer-events-none absolute inset-x-0 top-0"
              style={{ height }}
              aria-hidden="true"
              dangerouslySetInnerHTML={{ __html: bandNames }}
            />
          )}
          <svg
            width="100%"
            height={height}
            role="img"
            aria-label={title}
            className="block overflow-visible"
            dangerouslySetInnerHTML={{ __html: plot }}
          />
          <div className="relative mt-1 h-4" aria-hidden="true" dangerouslySetInnerHTML={{ __html: xLabels }} />
        </div>
      </div>
      {/* a table ignores sr-only's 1 px width; the wrapper keeps it from widening the page */}
      <div className="sr-only">
        <table dangerouslySetInnerHTML={{ __html: table }} />
      </div>
    </figure>
  );
}
