import { DayDetailDialog } from "@/components/calendar/day-detail";
import { dayDetail } from "@/components/calendar/day-detail-data";
import { EmailReportForm } from "@/components/calendar/email-report-form";
import { ExportPanel } from "@/components/calendar/export-panel";
import { ImportForm } from "@/components/calendar/import-form";
import { MonthView } from "@/components/calendar/month-view";
import { ReportsPanel } from "@/components/calendar/reports-panel";
import { TrendsTable } from "@/components/calendar/trends-table";
import { PageHeader } from "@/components/shell/app-header";
import { TabLinks } from "@/components/ui/tab-links";
import { getDb } from "@/db/client";
import { requireSessionUser } from "@/lib/auth/session";
import { can } from "@/lib/billing/entitlements";
import { getCalendarData } from "@/lib/calendar/data";
import { summariseDays } from "@/lib/calendar/days";
import { MONTH_PATTERN } from "@/lib/calendar/month";
import { getTrends } from "@/lib/calendar/trends";
import { MEDICAL_PERIODS } from "@/lib/export/schema";
import { listReportSends } from "@/lib/reports/email";
import { isCalendarDate } from "@/lib/time/dates";
import { formatMonth } from "@/lib/time/format";
import { localDateIn } from "@/lib/time/zones";

export const metadata = { title: "Calendar" };

const TABS = [
  { key: "month", label: "Month View" },
  { key: "trends", label: "Trends" },
  { key: "reports", label: "Reports" },
  { key: "export", label: "Export Data" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function CalendarPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireSessionUser();
  const params = await searchParams;
  const tab: TabKey = TABS.find((t) => t.key === one(params.tab))?.key ?? "month";
  const today = localDateIn(user.time_zone);
  const requested = one(params.month);
  const month = requested && MONTH_PATTERN.test(requested) ? requested : today.slice(0, 7);
  const db = await getDb();

  return (
    <>
      <PageHeader title="Calendar" subtitle={tab === "month" ? formatMonth(month) : undefined} />
      <TabLinks
        label="Calendar sections"
        tabs={TABS.map((t) => ({
          href: t.key === "month" ? `/calendar?month=${month}` : `/calendar?tab=${t.key}&month=${month}`,
          label: t.label,
          active: t.key === tab,
        }))}
      />
      <div className="mt-5 space-y-4">
        {tab === "month" && (
          <MonthTab userId={user.id} month={month} today={today} day={one(params.day)} imperial={user.use_imperial} />
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
        {tab === "reports" && <ReportsPanel pro={can(user, "pdf_reports")} />}
        {tab === "export" && (
          <ExportPanel>
            <EmailReportForm
              periods={MEDICAL_PERIODS}
              sent={(await listReportSends(db, { userId: user.id })).map((s) => ({
                to: s.to,
                days: s.days,
                sent_at: s.sent_at.toISOString(),
              }))}
            />
            <ImportForm />
          </ExportPanel>
        )}
      </div>
    </>
  );
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
  const data = await getCalendarData(db, { userId, month });
  const days = summariseDays(data);
  const selected = day && isCalendarDate(day) && day.startsWith(month) ? day : null;
  return (
    <>
      <MonthView month={month} today={today} days={days} />
      {selected && <DayDetailDialog key={selected} day={dayDetail(data, selected, month, today, imperial)} />}
    </>
  );
}
