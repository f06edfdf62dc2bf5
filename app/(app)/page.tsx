import Link from "next/link";
import { requestLocale } from "@/lib/time/request-locale";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/shell/app-header";
import { DashboardBody } from "@/components/dashboard/dashboard-body";
import { DismissWelcome } from "@/components/dashboard/dismiss-welcome";
import { VerifyBanner } from "@/components/dashboard/verify-banner";
import { InstallHint } from "@/components/pwa/install-hint";
import { describePlan } from "@/components/settings/plan-status";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { markDashboardSeen } from "@/lib/identity/account/service";
import { requireSessionUser } from "@/lib/identity/sign-in/session";
import { TRIAL_DAYS } from "@/lib/billing/entitlements";
import { getDashboardCharts, getDashboardOveruse, getDashboardSummary } from "@/lib/dashboard/service";
import { OveruseWarning } from "@/components/migraine-insights/overuse-warning";
import { searchValue, viewById, type SearchParams } from "@/lib/navigation";
import { formatLongDate } from "@/lib/time/format";
import { localDateIn } from "@/lib/time/zones";
import { waterTotalOn } from "@/lib/water/service";

export const metadata = { title: "Dashboard" };

/** A user in their first week (the trial's length) gets a welcome note. */
function isNewAccount(createdAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - new Date(createdAt).getTime() < TRIAL_DAYS * 24 * 60 * 60 * 1000;
}

export default async function DashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSessionUser();
  // a load of the app carrying session_id (a checkout's return address) shows the payment result
  const sessionId = searchValue((await searchParams).session_id);
  if (sessionId) redirect(`/subscription-success?session_id=${encodeURIComponent(sessionId)}`);
  const today = localDateIn(user.time_zone);
  const db = await getDb();
  // the first sign-in that reaches the dashboard says "Welcome", later sign-ins "Welcome back";
  // the first render is noted once, beside the reads
  const firstVisit = user.dashboard_seen_at === null || new Date(user.dashboard_seen_at) >= user.auth.since;
  // 5 queries: today's counts, 7 days of per-day logging, 90 days of weight readings, today's
  // water, and the acute-medication days of the last 3 complete months (the overuse warning)
  const [summary, charts, waterMl, overuse] = await Promise.all([
    getDashboardSummary(db, { userId: user.id, date: today }),
    getDashboardCharts(db, { userId: user.id, today, imperial: user.use_imperial }),
    waterTotalOn(db, { userId: user.id, date: today }),
    getDashboardOveruse(db, { userId: user.id, today }),
    user.dashboard_seen_at === null ? markDashboardSeen(db, user.id) : null,
  ]);
  const plan = describePlan(user, user.time_zone);
  const upgradeHref = viewById("subscription")?.href ?? "/settings?tab=subscription";
  const settingsHref = viewById("settings")?.href ?? "/settings";

  return (
    <>
      <PageHeader title="Dashboard" subtitle={formatLongDate(today)} showBack={false} />
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xl font-semibold text-ink">
            {firstVisit ? "Welcome" : "Welcome back"}, {user.name}!
          </p>
          {plan.canUpgrade && <ButtonLink href={upgradeHref}>Upgrade</ButtonLink>}
        </div>
        {!user.email_verified && <VerifyBanner email={user.email} />}
        <OveruseWarning
          overuse={overuse}
          headingLevel={2}
          action={
            <Link
              href="/health?tab=reports&report=care"
              className="font-medium text-amber-950 underline underline-offset-2"
            >
              See your migraine care figures
            </Link>
          }
        />
        {isNewAccount(user.created_at) && !user.welcome_dismissed && (
          <Card aria-labelledby="welcome-note">
            <CardTitle action={<DismissWelcome />}>
              <span id="welcome-note">Welcome to vitalog</span>
            </CardTitle>
            <p className="text-sm text-muted">
              Everything you log shows up here: today&apos;s calories against your daily goal and a count of your
              entries. Your goal is calculated from your profile; you can change both in{" "}
              <Link href={settingsHref} className="font-medium text-brand-700 underline underline-offset-2">
                Settings
              </Link>
              .
            </p>
          </Card>
        )}
        <DashboardBody
          email={user.email}
          goal={user.daily_calories_goal}
          statusLabel={plan.statusLabel}
          summary={summary}
          water={{ totalMl: waterMl, targetMl: user.water_target_ml, imperial: user.use_imperial }}
          charts={charts}
          locale={await requestLocale()}
        />
        {/* last: it appears after the page has loaded, and moves nothing above it */}
        <InstallHint />
      </div>
    </>
  );
}
