import type { Recommendation } from "@/lib/insights/recommendations";
import { TitledCard } from "@/components/ui/card";

/** The three recommendations the data most supports, each with its reason. */
export function RecommendationList({ items }: { items: Recommendation[] }) {
  return (
    <TitledCard id="insights-recs" title="Recommendations">
      <ul className="space-y-3">
        {items.map((r) => (
          <li key={r.id} className="rounded-xl bg-slate-50 p-3">
            <h3 className="text-sm font-semibold text-ink">{r.title}</h3>
            <p className="text-sm text-ink">{r.text}</p>
            <p className="mt-1 text-xs text-muted">Why: {r.why}</p>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
