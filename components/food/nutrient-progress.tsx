import { ProgressBar } from "@/components/ui/progress";
import type { DailyStats } from "@/lib/food/service";
import {
  EXTRA_NUTRIENTS,
  NUTRIENT_INFO,
  formatNutrient,
  saltFromSodium,
  type ExtraNutrient,
  type NutrientTargets,
} from "@/lib/food/nutrients";

/** "2 of 5 entries state no fibre: not counted", or null when every entry states it. */
export function unknownNote(nutrient: ExtraNutrient, unknown: number, entries: number): string | null {
  if (unknown === 0) return null;
  const name = NUTRIENT_INFO[nutrient].label.toLowerCase();
  if (unknown === entries) return entries === 1 ? `The entry states no ${name}` : `No entry states ${name}`;
  return `${unknown} of ${entries} entries state no ${name}: not counted`;
}

function NutrientRow({
  nutrient,
  stats,
  target,
}: {
  nutrient: ExtraNutrient;
  stats: DailyStats;
  target: number | null;
}) {
  const info = NUTRIENT_INFO[nutrient];
  const total = stats[nutrient];
  const unknown = stats.unknown_entries[nutrient];
  const none = stats.entry_count > 0 && unknown === stats.entry_count;
  const note = unknownNote(nutrient, unknown, stats.entry_count);
  const over = info.kind === "limit" && target !== null && total > target;
  const of = target === null ? "no target" : `of ${formatNutrient(nutrient, target)} ${info.kind}`;
  return (
    <li className="space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-ink">{info.label}</span>
        <span className="text-sm text-muted">
          <span className={over ? "font-semibold text-amber-700" : "font-semibold text-ink"}>
            {none ? "–" : formatNutrient(nutrient, total)}
          </span>{" "}
          {of}
          {over && " (over)"}
        </span>
      </div>
      {target !== null && !none && (
        <ProgressBar value={total} max={target} label={`${info.label} against the daily ${info.kind}`} />
      )}
      {nutrient === "sodium_mg" && !none && (
        <p className="text-xs text-muted">
          Salt {saltFromSodium(total)} g{target !== null && ` of ${saltFromSodium(target)} g`}
        </p>
      )}
      {note && <p className="text-xs text-muted">{note}</p>}
    </li>
  );
}

/** Fibre, sugars, saturated fat and sodium (with salt) of the day against the user's targets. */
export function NutrientProgress({ stats, targets }: { stats: DailyStats; targets: NutrientTargets }) {
  return (
    <section aria-labelledby="more-nutrients" className="mt-4 border-t border-slate-100 pt-3">
      <h3 id="more-nutrients" className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
        More nutrients
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {EXTRA_NUTRIENTS.map((n) => (
          <NutrientRow key={n} nutrient={n} stats={stats} target={targets[NUTRIENT_INFO[n].target]} />
        ))}
      </ul>
    </section>
  );
}
