import Link from "next/link";
import { FactorReport } from "@/components/health/factor-report";
import { MigraineForm } from "@/components/health/migraine-form";
import { MigraineReport } from "@/components/health/migraine-report";
import { MetricCard, MigraineCard } from "@/components/health/record-cards";
import { SYMPTOM_PERIODS, SymptomsPanel } from "@/components/health/symptoms-panel";
import { VitalsForm } from "@/components/health/vitals-form";
import { VitalsReport } from "@/components/health/vitals-report";
import { PageHeader } from "@/components/shell/app-header";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tab-links";
import { getDb } from "@/db/client";
import { Alert } from "@/components/ui/alert";
import { requireSessionUser } from "@/lib/auth/session";
import { can } from "@/lib/billing/entitlements";
import { formatMetricValue, inUserUnits, lastMigraineSubtitle, metricTypeLabel } from "@/lib/health/display";
import { listMetrics } from "@/lib/health/metrics";
import { listMigraines, listMigrainesSince } from "@/lib/health/migraines";
import { FACTOR_WINDOW_DAYS, loadHealthReports } from "@/lib/health/report-data";
import { TREND_PERIODS } from "@/lib/health/vitals-trends";
import { viewById } from "@/lib/navigation";
import { addDays } from "@/lib/time/dates";
import { localDateIn, localTimeIn } from "@/lib/time/zones";

export const metadata = { title: "Health & Migraine" };

const TABS = [
  { key: "recent", label: "Recent" },
  { key: "tracker", label: "Migraine Tracker" },
  { key: "vitals", label: "Vital Signs" },
  { key: "symptoms", label: "Symptoms" },
  { key: "reports", label: "Health Reports" },
] as const;
type TabKey = (typeof TABS)[number]["key"];
const RECENT = 10;
const TRACKER_RECENT = 5;

type Search = Record<string, string | string[] | undefined>;
const pick = <T extends number>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.find((n) => String(n) === value) ?? fallback;

export default async function HealthPage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await requireSessionUser();
  const search = await searchParams;
  const tab: TabKey = TABS.find((t) => t.key === search.tab)?.key ?? "recent";
  const db = await getDb();
  const tz = user.time_zone;
  const today = localDateIn(tz);
  const imperial = user.use_imperial;
  const calendarHref = viewById("calendar")?.href;

  const migraines = await listMigraines(db, { userId: user.id, limit: RECENT });
  const emptyMigraines = (
    <div className="space-y-3">
      <p className="text-sm text-muted">No migraine episodes logged yet.</p>
      <ButtonLink href="/health?tab=tracker">Log your first migraine</ButtonLink>
    </div>
  );

  let body: React.ReactNode;
  if (tab === "recent") {
    const metrics = await listMetrics(db, { userId: user.id, limit: RECENT });
    body = (
      <>
        <Card aria-labelledby="recent-migraines">
          <CardTitle>
            <span id="recent-migraines">Recent Migraine Episodes</span>
          </CardTitle>
          {migraines.length === 0 ? (
            emptyMigraines
          ) : (
            <ul className="space-y-2">
              {migraines.map((m) => (
                <MigraineCard key={m.trigger_id} item={m} today={today} timeZone={tz} />
              ))}
            </ul>
          )}
        </Card>
        <Card aria-labelledby="recent-metrics">
          <CardTitle>
            <span id="recent-metrics">Recent Health Metrics</span>
          </CardTitle>
          {metrics.length === 0 ? (
            <div className="space-y-3">
              <p className="text-sm text-muted">No health metrics recorded yet.</p>
              <ButtonLink href="/health?tab=vitals">Record your first vital signs</ButtonLink>
            </div>
          ) : (
            <ul className="space-y-2">
              {metrics.map((m) => (
                <MetricCard key={m.metric_id} item={m} today={today} timeZone={tz} imperial={imperial} />
              ))}
            </ul>
          )}
        </Card>
      </>
    );
  } else if (tab === "tracker") {
    body = (
      <>
        <Card aria-labelledby="tracker-form">
          <CardTitle>
            <span id="tracker-form">Log Migraine Episode</span>
          </CardTitle>
          {!can(user, "migraine_create") && (
            <Alert tone="warning" className="mb-4">
              Logging new migraine episodes is part of the Premium and Pro plans. Your episodes stay readable and
              editable on every plan.{" "}
              <Link
                href={viewById("subscription")?.href ?? "/settings?tab=subscription"}
                className="font-medium underline underline-offset-2"
              >
                Upgrade
              </Link>
            </Alert>
          )}
          <MigraineForm timeZone={tz} initialTime={localTimeIn(tz)} />
        </Card>
        <Card aria-labelledby="tracker-recent">
          <CardTitle>
            <span id="tracker-recent">Recent Episodes</span>
          </CardTitle>
          {migraines.length === 0 ? (
            <p className="text-sm text-muted">No migraine episodes logged yet.</p>
          ) : (
            <ul className="space-y-2">
              {migraines.slice(0, TRACKER_RECENT).map((m) => (
                <MigraineCard key={m.trigger_id} item={m} today={today} timeZone={tz} />
              ))}
            </ul>
          )}
        </Card>
      </>
    );
  } else if (tab === "vitals") {
    const todays = await listMetrics(db, { userId: user.id, date: today });
    body = (
      <>
        <Card aria-labelledby="vitals-form">
          <CardTitle>
            <span id="vitals-form">Record Vital Signs</span>
          </CardTitle>
          <VitalsForm timeZone={tz} imperial={imperial} />
        </Card>
        <Card aria-labelledby="vitals-today">
          <CardTitle>
            <span id="vitals-today">Today&apos;s Readings</span>
          </CardTitle>
          {todays.length === 0 ? (
            <p className="text-sm text-muted">No readings today yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {todays.map((m) => {
                const shown = inUserUnits(m.value, m.unit, imperial);
                return (
                  <li key={m.metric_id} className="flex justify-between gap-3 py-2 text-sm">
                    <span className="capitalize text-ink">{metricTypeLabel(m.metric_type)}</span>
                    <span className="text-right">
                      <span className="font-semibold text-ink">{formatMetricValue(shown.value, shown.unit)}</span>
                      <span className="block text-xs text-muted">recorded at {localTimeIn(tz, m.created_at)}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
      </>
    );
  } else if (tab === "symptoms") {
    const days = pick(search.days, SYMPTOM_PERIODS, 30);
    const since = addDays(today, -(days - 1));
    body = (
      <SymptomsPanel episodes={await listMigrainesSince(db, { userId: user.id, since })} since={since} days={days} />
    );
  } else {
    const period = pick(search.period, TREND_PERIODS, 30);
    const reports = await loadHealthReports(db, { userId: user.id, today, calorieGoal: user.daily_calories_goal });
    body = (
      <>
        <MigraineReport patterns={reports.patterns} calendarHref={calendarHref} />
        <FactorReport analysis={reports.factors} windowDays={FACTOR_WINDOW_DAYS} />
        <VitalsReport
          metrics={reports.metrics}
          today={today}
          days={period}
          imperial={imperial}
          calendarHref={calendarHref}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Health & Migraine" subtitle={lastMigraineSubtitle(migraines[0]?.date, today)} />
      <TabLinks
        label="Health sections"
        tabs={TABS.map((t) => ({ href: `/health?tab=${t.key}`, label: t.label, active: t.key === tab }))}
      />
      <div className="mt-5 space-y-4">{body}</div>
    </>
  );
}
