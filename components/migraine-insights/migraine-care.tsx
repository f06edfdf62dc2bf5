import Link from "next/link";
import { TitledCard } from "@/components/ui/card";
import { monthSpan } from "@/lib/migraine-insights/display";
import type { MigraineCare } from "@/lib/migraine-insights/service";
import { MonthlyCounts } from "./monthly-counts";
import { OveruseWarning } from "./overuse-warning";
import { PreventiveList } from "./preventive-list";
import { QuestionnaireScores } from "./questionnaire-scores";

const LINK =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600";

/** Health Reports → Migraine care: the figures a headache clinic reads from the diary. */
export function MigraineCareReport({ care, locale }: { care: MigraineCare; locale: string }) {
  const o = care.medication_overuse;
  return (
    <TitledCard id="report-care" title="Migraine care">
      <p className="text-sm text-muted">
        The last {care.monthly.length} complete months ({monthSpan(care.monthly.map((m) => m.month))}) and this month so
        far, counted in days: two episodes on one day make one headache day.
      </p>
      <div className="mt-4 space-y-6">
        {o.flagged ? (
          <OveruseWarning overuse={o} />
        ) : (
          <p className="text-sm text-muted">
            Acute medication in the last {o.months.length} complete months ({monthSpan(o.months)}):{" "}
            {o.average_days_per_month} days a month on average, under the levels at which regular use can make headaches
            more frequent.
          </p>
        )}
        <MonthlyCounts monthly={care.monthly} current={care.current_month} locale={locale} />
        <section aria-labelledby="care-scores">
          <h3 id="care-scores" className="mb-2 font-semibold text-ink">
            MIDAS and HIT-6
          </h3>
          <QuestionnaireScores midas={care.midas} hit6={care.hit6} />
          <p className="mt-2 text-sm">
            <Link href="/health?tab=questionnaires" className={LINK}>
              Take MIDAS or HIT-6
            </Link>
          </p>
        </section>
        <section aria-labelledby="care-preventives">
          <h3 id="care-preventives" className="mb-2 font-semibold text-ink">
            Preventive treatment before and after
          </h3>
          <PreventiveList preventives={care.preventives} />
          <p className="mt-2 text-sm">
            <Link href="/medications" className={LINK}>
              Mark a preventive in Medications
            </Link>
          </p>
        </section>
      </div>
    </TitledCard>
  );
}
