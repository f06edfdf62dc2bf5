import { TitledCard } from "@/components/ui/card";
import { MonthlyCounts } from "@/components/migraine-insights/monthly-counts";
import { OveruseWarning } from "@/components/migraine-insights/overuse-warning";
import { PreventiveList } from "@/components/migraine-insights/preventive-list";
import { QuestionnaireScores } from "@/components/migraine-insights/questionnaire-scores";
import { monthSpan } from "@/lib/migraine-insights/display";
import type { MigraineMonths } from "@/lib/shares/dashboard";
import { FactorsSection } from "./factors-section";

/**
 * Headache, migraine and acute-medication days per month, the medication-overuse verdict
 * (ICHD-3 8.2), the latest MIDAS and HIT-6, any preventive's before/after and the possible
 * triggers: the figures the patient's own Health Reports tab shows, worded for the reader.
 */
export function MigraineSection({ data, locale }: { data: MigraineMonths; locale: string }) {
  const { care, episodes } = data;
  const o = care.medication_overuse;
  return (
    <TitledCard id="share-migraines" title="Migraines">
      <p className="text-sm text-muted">
        {episodes} episode{episodes === 1 ? "" : "s"} logged in the last {care.monthly.length + 1} months. Days per
        calendar month: two episodes on one day make one headache day.
      </p>
      <div className="mt-4 space-y-6">
        {o.flagged ? (
          <OveruseWarning overuse={o} person="report" />
        ) : (
          <p className="text-sm text-muted">
            Medication overuse (ICHD-3 8.2) not reached: acute medication on {o.average_days_per_month} days a month on
            average over {monthSpan(o.months)}.
          </p>
        )}
        <MonthlyCounts monthly={care.monthly} current={care.current_month} locale={locale} />
        <section aria-labelledby="share-scores">
          <h3 id="share-scores" className="mb-2 font-semibold text-ink">
            MIDAS and HIT-6
          </h3>
          <QuestionnaireScores midas={care.midas} hit6={care.hit6} />
        </section>
        {care.preventives.length > 0 && (
          <section aria-labelledby="share-preventives">
            <h3 id="share-preventives" className="mb-2 font-semibold text-ink">
              Preventive treatment before and after
            </h3>
            <PreventiveList preventives={care.preventives} />
          </section>
        )}
        <FactorsSection factors={data.factors} />
      </div>
    </TitledCard>
  );
}
