import { ButtonLink } from "@/components/ui/button";
import type { Migraine } from "@/lib/health/service";
import { symptomFrequencies } from "@/lib/health/patterns";
import { CountList } from "./count-list";
import { PeriodLinks } from "./period-links";
import { TitledCard } from "@/components/ui/card";

export const SYMPTOM_PERIODS = [30, 90] as const;

/** Symptoms tab: how often each symptom and trigger came with the episodes of a period. */
export function SymptomsPanel({ episodes, since, days }: { episodes: Migraine[]; since: string; days: number }) {
  const freq = symptomFrequencies(episodes, since);
  return (
    <TitledCard id="health-symptoms" title="Symptoms and triggers">
      <PeriodLinks
        label="Period"
        options={SYMPTOM_PERIODS.map((d) => ({
          href: `/health?tab=symptoms&days=${d}`,
          label: `Last ${d} days`,
          active: d === days,
        }))}
      />
      <p className="mt-3 text-sm text-muted">
        {freq.episodes === 0
          ? `No migraine episodes in the last ${days} days.`
          : `From ${freq.episodes} migraine episode${freq.episodes === 1 ? "" : "s"} in the last ${days} days.`}
      </p>
      {freq.episodes > 0 && (
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="symptom-counts">
            <h3 id="symptom-counts" className="mb-2 font-semibold text-ink">
              Symptoms
            </h3>
            {freq.symptoms.length ? (
              <CountList label="Symptom counts" counts={freq.symptoms} total={freq.episodes} />
            ) : (
              <p className="text-sm text-muted">No symptoms noted.</p>
            )}
          </section>
          <section aria-labelledby="trigger-counts">
            <h3 id="trigger-counts" className="mb-2 font-semibold text-ink">
              Triggers
            </h3>
            {freq.triggers.length ? (
              <CountList label="Trigger counts" counts={freq.triggers} total={freq.episodes} />
            ) : (
              <p className="text-sm text-muted">No triggers noted.</p>
            )}
          </section>
        </div>
      )}
      <ButtonLink href="/health?tab=tracker" className="mt-4 w-full sm:w-auto">
        Go to Migraine Tracker
      </ButtonLink>
    </TitledCard>
  );
}
