import { PlanGate } from "@/components/billing/upgrade-prompt";
import { requestLocale } from "@/lib/time/request-locale";
import { FactorReport } from "@/components/health/factor-report";
import { MigraineForm } from "@/components/health/migraine-form";
import { MigraineReport } from "@/components/health/migraine-report";
import { MigraineCareReport } from "@/components/migraine-insights/migraine-care";
import { loadMigraineCare } from "@/lib/migraine-insights/service";
import { MetricCards, MigraineCard } from "@/components/health/record-cards";
import { SYMPTOM_PERIODS, SymptomsPanel } from "@/components/health/symptoms-panel";
import { TodaysReadings } from "@/components/health/todays-readings";
import { VitalsForm } from "@/components/health/vitals-form";
import { VitalsReport } from "@/components/health/vitals-report";
import { PageHeader } from "@/components/shell/app-header";
import { PeriodLinks } from "@/components/health/period-links";
import { ButtonLink } from "@/components/ui/button";
import { PageTabs } from "@/components/ui/tab-links";
import { getDb } from "@/db/client";
import type { SignedInUser } from "@/lib/identity/sessions";
import { requireSessionUser } from "@/lib/identity/sign-in/session";
import { featureGate } from "@/lib/billing/gate";
import { lastMigraineSubtitle } from "@/lib/health/display";
import {
  FACTOR_WINDOW_DAYS,
  loadFactorAnalysis,
  loadMigrainePatterns,
  loadVitalsPeriod,
} from "@/lib/health/report-data";
import { listAcuteMedicationOptions, type AcuteMedicationOption } from "@/lib/health/episode-medications";
import { listMetrics, listMigraines, listMigrainesSince, type MigraineWithMedications } from "@/lib/health/service";
import { TREND_PERIODS } from "@/lib/health/vitals-trends";
import { pickTab, searchValue, viewById, type SearchParams } from "@/lib/navigation";
import { addDays } from "@/lib/time/dates";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { TitledCard } from "@/components/ui/card";
import { PendingWrites } from "@/components/offline/pending-writes";
import { QuestionnaireDueNote } from "@/components/questionnaires/due-note";
import { QuestionnairesTab } from "@/components/questionnaires/questionnaires-tab";
import { SuspectedTriggersCard } from "@/components/suspicions/suspected-triggers-card";

export const metadata = { title: "Health & Migraine" };

const TABS = [
  { key: "recent", label: "Recent" },
  { key: "tracker", label: "Migraine Tracker" },
  { key: "vitals", label: "Vital Signs" },
  { key: "symptoms", label: "Symptoms" },
  { key: "reports", label: "Health Reports" },
  { key: "questionnaires", label: "Questionnaires" },
] as const;
const RECENT = 10;
/** Complete months of migraine care counts on the Health Reports tab (the current month comes with them). */
const CARE_MONTHS = 6;
const TRACKER_RECENT = 5;

/** The period a search param names among `allowed`, else `fallback`. */
const periodOf = <T extends number>(value: SearchParams[string], allowed: readonly T[], fallback: T): T =>
  allowed.find((n) => String(n) === searchValue(value)) ?? fallback;

type TabProps = { user: SignedInUser; today: string; migraines: MigraineWithMedications[]; search: SearchParams };

export default async function HealthPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSessionUser();
  const search = await searchParams;
  const tab = pickTab(TABS, search.tab);
  const db = await getDb();
  const today = localDateIn(user.time_zone);
  // the recent episodes are listed on two tabs; the others need only the newest, for the subtitle
  const listed = tab === "recent" || tab === "tracker";
  const migraines = await listMigraines(db, { userId: user.id, limit: listed ? RECENT : 1 });
  const props: TabProps = { user, today, migraines, search };

  return (
    <>
      <PageHeader title="Health & Migraine" subtitle={lastMigraineSubtitle(migraines[0]?.date, today)} />
      <PageTabs label="Health sections" path="/health" tabs={TABS} current={tab} />
      <div className="mt-5 space-y-4">
        {tab === "recent" && <RecentTab {...props} />}
        {tab === "tracker" && <TrackerTab {...props} />}
        {tab === "vitals" && <VitalsTab {...props} />}
        {tab === "symptoms" && <SymptomsTab {...props} />}
        {tab === "reports" && <ReportsTab {...props} />}
        {tab === "questionnaires" && (
          <QuestionnairesTab
            userId={user.id}
            today={today}
            chosen={searchValue(search.q)}
            gate={featureGate(user, "questionnaire_create")}
          />
        )}
      </div>
    </>
  );
}

function MigraineList({
  migraines,
  today,
  timeZone,
  acuteChoices,
}: {
  migraines: MigraineWithMedications[];
  today: string;
  timeZone: string;
  acuteChoices: AcuteMedicationOption[];
}) {
  return (
    <ul className="space-y-2">
      {migraines.map((m) => (
        <MigraineCard key={m.trigger_id} item={m} today={today} timeZone={timeZone} acuteChoices={acuteChoices} />
      ))}
    </ul>
  );
}

async function RecentTab({ user, today, migraines }: TabProps) {
  const db = await getDb();
  const [metrics, acuteChoices] = await Promise.all([
    listMetrics(db, { userId: user.id, limit: RECENT }),
    listAcuteMedicationOptions(db, { userId: user.id }),
  ]);
  return (
    <>
      <TitledCard id="recent-migraines" title="Recent Migraine Episodes">
        <PendingWrites paths={["/api/migraines"]} className="mb-2" />
        {migraines.length === 0 ? (
          <div className="space-y-3">
            <p className="text-sm text-muted">No migraine episodes logged yet.</p>
            <ButtonLink href="/health?tab=tracker">Log your first migraine</ButtonLink>
          </div>
        ) : (
          <MigraineList migraines={migraines} today={today} timeZone={user.time_zone} acuteChoices={acuteChoices} />
        )}
      </TitledCard>
      <TitledCard id="recent-metrics" title="Recent Health Metrics">
        <PendingWrites paths={["/api/health-metrics"]} className="mb-2" />
        {metrics.length === 0 ? (
          <div className="space-y-3">
            <p className="text-sm text-muted">No health metrics recorded yet.</p>
            <ButtonLink href="/health?tab=vitals">Record your first vital signs</ButtonLink>
          </div>
        ) : (
          <MetricCards metrics={metrics} today={today} timeZone={user.time_zone} imperial={user.use_imperial} />
        )}
      </TitledCard>
    </>
  );
}

async function TrackerTab({ user, today, migraines }: TabProps) {
  // the medications the user set a headache class on: what the form offers to tick as taken
  const acuteChoices = await listAcuteMedicationOptions(await getDb(), { userId: user.id });
  return (
    <>
      <QuestionnaireDueNote userId={user.id} today={today} />
      <TitledCard id="tracker-form" title="Log Migraine Episode">
        <PlanGate gate={featureGate(user, "migraine_create")}>
          <MigraineForm
            timeZone={user.time_zone}
            initialDate={today}
            initialTime={localTimeIn(user.time_zone)}
            acuteChoices={acuteChoices}
          />
        </PlanGate>
      </TitledCard>
      <TitledCard id="tracker-recent" title="Recent Episodes">
        <PendingWrites paths={["/api/migraines"]} className="mb-2" />
        {migraines.length === 0 ? (
          <p className="text-sm text-muted">No migraine episodes logged yet.</p>
        ) : (
          <MigraineList
            migraines={migraines.slice(0, TRACKER_RECENT)}
            today={today}
            timeZone={user.time_zone}
            acuteChoices={acuteChoices}
          />
        )}
      </TitledCard>
    </>
  );
}

async function VitalsTab({ user, today }: TabProps) {
  const todays = await listMetrics(await getDb(), { userId: user.id, date: today });
  return (
    <>
      <TitledCard id="vitals-form" title="Record Vital Signs">
        <VitalsForm timeZone={user.time_zone} imperial={user.use_imperial} />
      </TitledCard>
      <TodaysReadings metrics={todays} timeZone={user.time_zone} imperial={user.use_imperial} />
    </>
  );
}

async function SymptomsTab({ user, today, search }: TabProps) {
  const days = periodOf(search.days, SYMPTOM_PERIODS, 30);
  const since = addDays(today, -(days - 1));
  const episodes = await listMigrainesSince(await getDb(), { userId: user.id, since });
  return <SymptomsPanel episodes={episodes} since={since} days={days} />;
}

/**
 * The reports of the Health Reports tab, one at a time: each is a card of charts and lists
 * that costs the server as much to render as a whole other tab, so the tab renders only the
 * chosen one and reads only its rows.
 */
const REPORTS = [
  { key: "migraines", label: "Migraine patterns" },
  { key: "care", label: "Migraine care" },
  { key: "factors", label: "Possible factors" },
  { key: "vitals", label: "Vitals trends" },
] as const;

async function ReportsTab({ user, today, search }: TabProps) {
  const db = await getDb();
  // a vitals period without a report (an older link) still opens the vitals trends
  const report =
    search.report === undefined && search.period !== undefined ? "vitals" : pickTab(REPORTS, search.report);
  const calendarHref = viewById("calendar")?.href;
  const days = periodOf(search.period, TREND_PERIODS, 30);
  const props = { userId: user.id, today };
  return (
    <>
      <PeriodLinks
        label="Health reports"
        options={REPORTS.map((r) => ({
          href: `/health?tab=reports&report=${r.key}`,
          label: r.label,
          active: r.key === report,
        }))}
      />
      {report === "migraines" && (
        <MigraineReport
          patterns={await loadMigrainePatterns(db, props)}
          calendarHref={calendarHref}
          locale={await requestLocale()}
        />
      )}
      {report === "care" && (
        <MigraineCareReport
          care={await loadMigraineCare(db, { user, months: CARE_MONTHS })}
          locale={await requestLocale()}
        />
      )}
      {report === "factors" && (
        <>
          <FactorReport
            analysis={await loadFactorAnalysis(db, {
              ...props,
              timeZone: user.time_zone,
              calorieGoal: user.daily_calories_goal,
            })}
            windowDays={FACTOR_WINDOW_DAYS}
          />
          <SuspectedTriggersCard
            userId={user.id}
            timeZone={user.time_zone}
            gate={featureGate(user, "suspicion_create")}
          />
        </>
      )}
      {report === "vitals" && (
        <VitalsReport
          metrics={await loadVitalsPeriod(db, { ...props, days })}
          today={today}
          days={days}
          imperial={user.use_imperial}
          calendarHref={calendarHref}
          locale={await requestLocale()}
        />
      )}
    </>
  );
}
