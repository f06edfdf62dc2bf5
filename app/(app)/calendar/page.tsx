import { PlanGate } from "@/components/billing/upgrade-prompt";
import { DayDetailDialog } from "@/components/calendar/day-detail";
import { dayDetail } from "@/components/calendar/day-detail-data";
import { EmailReportForm, type SentReport } from "@/components/data-transfer/email-report-form";
import { ExportPanel } from "@/components/data-transfer/export-panel";
import { RestoreForm } from "@/components/data-transfer/restore-form";
import { ImportLinkCard } from "@/components/data-transfer/other-apps/import-link-card";
import { MonthView } from "@/components/calendar/month-view";
import { ReportsPanel } from "@/components/data-transfer/reports-panel";
import { TrendsTable } from "@/components/calendar/trends-table";
import { PageHeader } from "@/components/shell/app-header";
import { PageTabs } from "@/components/ui/tab-links";
import { getDb } from "@/db/client";
import type { SignedInUser } from "@/lib/identity/sessions";
import { requireSessionUser } from "@/lib/identity/sign-in/session";
import { featureGate } from "@/lib/billing/gate";
import { isCalendarMonth } from "@/lib/calendar/schema";
import { getCalendarRange, getMonthDays, getTrends } from "@/lib/calendar/service";
import { pickTab, searchValue, type SearchParams } from "@/lib/navigation";
import { listReportSends } from "@/lib/reports/service";
import { isCalendarDate } from "@/lib/time/dates";
import { formatMonth, formatShortDate } from "@/lib/time/format";
import { localDateIn, localTimeIn } from "@/lib/time/zones";

export const metadata = { title: "Calendar" };

const TABS = [
  { key: "month", label: "Month View" },
  { key: "trends", label: "Trends" },
  { key: "reports", label: "Reports" },
  { key: "export", label: "Export Data" },
] as const;

export default async function CalendarPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSessionUser();
  const params = await searchParams;
  const tab = pickTab(TABS, params.tab);
  const today = localDateIn(user.time_zone);
  const requested = searchValue(params.month);
  const month = isCalendarMonth(requested) ? requested : today.slice(0, 7);
  const db = await getDb();

  return (
    <>
      <PageHeader title="Calendar" subtitle={tab === "month" ? formatMonth(month) : undefined} />
      <PageTabs
        label="Calendar sections"
        path="/calendar"
        tabs={TABS}
        current={tab}
        href={(key) => (key === "month" ? `/calendar?month=${month}` : `/calendar?tab=${key}&month=${month}`)}
      />
      <div className="mt-5 space-y-4">
        {tab === "month" && (
          <MonthTab
            userId={user.id}
            month={month}
            today={today}
            day={searchValue(params.day)}
            imperial={user.use_imperial}
          />
        )}
        {tab === "trends" && (
          <TrendsTable
            trends={await getTrends(db, {
              userId: user.id,
              timeZone: user.time_zone,
              workoutGoal: user.weekly_workout_goal,
            })}
          />
        )}
        {tab === "reports" && <ReportsPanel gate={featureGate(user, "pdf_reports")} />}
        {tab === "export" && (
          <ExportPanel medicalGate={featureGate(user, "medical_report")}>
            <PlanGate
              gate={featureGate(user, "report_email")}
              card={{ id: "email-report", title: "Email to your provider" }}
            >
              <EmailReportForm sent={await sentReports(user)} />
            </PlanGate>
            <RestoreForm />
            <ImportLinkCard id="export-other-apps" />
          </ExportPanel>
        )}
      </div>
    </>
  );
}

/** The user's last sends, each dated and timed in their own zone ("Nov 21, 2026, 14:05"). */
async function sentReports(user: SignedInUser): Promise<SentReport[]> {
  const sends = await listReportSends(await getDb(), { userId: user.id });
  return sends.map((s) => ({
    to: s.to,
    days: s.days,
    sent: `${formatShortDate(localDateIn(user.time_zone, s.sent_at))}, ${localTimeIn(user.time_zone, s.sent_at)}`,
  }));
}

async function MonthTab({
  userId,
  month,
  today,
  day,
  imperial,
}: {
  userId: string;
  month: string;
  today: string;
  day?: string;
  imperial: boolean;
}) {
  const db = await getDb();
  const selected = day && isCalendarDate(day) && day.startsWith(month) ? day : null;
  // the grid needs per-day figures only; the lists are read for the day opened, if any
  const [days, data] = await Promise.all([
    getMonthDays(db, { userId, month }),
    selected ? getCalendarRange(db, { userId, start: selected, end: selected }) : null,
  ]);
  return (
    <>
      <MonthView month={month} today={today} days={days} />
      {selected && data && <DayDetailDialog key={selected} day={dayDetail(data, selected, month, today, imperial)} />}
    </>
  );
}
