import { GeneratedPlanCard } from "@/components/exercise/my-plan";
import { LogExerciseForm, type LogInitial } from "@/components/exercise/log-exercise-form";
import { PlanGeneratorForm } from "@/components/exercise/plan-generator-form";
import { ProgressPanel } from "@/components/exercise/progress-panel";
import { RecentExercises } from "@/components/exercise/recent-exercises";
import { SavedPlans } from "@/components/exercise/saved-plans";
import { StandardWorkouts } from "@/components/exercise/standard-workouts";
import { PageHeader } from "@/components/shell/app-header";
import { Card, CardTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tab-links";
import { getDb } from "@/db/client";
import { isAiConfigured } from "@/lib/ai/provider";
import { requireSessionUser } from "@/lib/auth/session";
import { can } from "@/lib/billing/entitlements";
import { listWorkoutPlans } from "@/lib/exercise/plans";
import { getExerciseProgress } from "@/lib/exercise/progress";
import { INTENSITIES, uuidParam, type Intensity } from "@/lib/exercise/schema";
import { getExercise, listRecentExercises } from "@/lib/exercise/service";
import { viewById } from "@/lib/navigation";
import { dayLabel, formatLongDate } from "@/lib/time/format";
import { localDateIn } from "@/lib/time/zones";

export const metadata = { title: "Exercise Tracking" };

const TABS = [
  { key: "log", label: "Log Exercise" },
  { key: "ai-plans", label: "AI Workout Plans" },
  { key: "my-plan", label: "My AI Plan" },
  { key: "standard", label: "Standard Workouts" },
  { key: "progress", label: "Progress" },
  { key: "recent", label: "Recent" },
] as const;
type TabKey = (typeof TABS)[number]["key"];
type Search = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle>
        <span id={id}>{title}</span>
      </CardTitle>
      {children}
    </Card>
  );
}

export default async function ExercisePage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await requireSessionUser();
  const search = await searchParams;
  const tab: TabKey = TABS.find((t) => t.key === one(search.tab))?.key ?? "log";
  const db = await getDb();
  const today = localDateIn(user.time_zone);
  const progress = await getExerciseProgress(db, { userId: user.id, today, goal: user.weekly_workout_goal });
  const settingsHref = `${viewById("settings")?.href ?? "/settings"}?tab=profile`;

  let again: LogInitial | undefined;
  const againId = uuidParam.safeParse(one(search.again));
  if (tab === "log" && againId.success) {
    const entry = await getExercise(db, { userId: user.id, entryId: againId.data });
    if (entry) {
      again = {
        exercise_name: entry.exercise_name,
        duration_minutes: String(entry.duration_minutes),
        calories_burned:
          entry.calories_estimated || entry.calories_burned === null ? "" : String(entry.calories_burned),
        intensity: INTENSITIES.includes(entry.intensity as Intensity) ? (entry.intensity as Intensity) : "moderate",
        notes: entry.notes ?? "",
      };
    }
  }

  const aiConfigured = isAiConfigured();
  const aiAllowed = can(user, "ai");
  const aiNote = !aiConfigured
    ? "AI plans are not set up on this server, so you get the basic plan from our built-in generator."
    : !aiAllowed
      ? "AI workout plans are part of Premium and Pro. On your plan you get the basic plan from our built-in generator, free."
      : null;

  return (
    <>
      <PageHeader
        title="Exercise Tracking"
        subtitle={`Weekly Goal: ${progress.thisWeek.workouts}/${progress.goal} workouts`}
      />
      <TabLinks
        label="Exercise sections"
        tabs={TABS.map((t) => ({ href: `/exercise?tab=${t.key}`, label: t.label, active: t.key === tab }))}
      />
      <div className="mt-5 space-y-4">
        {tab === "log" && (
          <Section id="log-exercise" title={again ? "Log again" : "Log exercise"}>
            <p className="-mt-2 mb-4 text-sm text-muted">{formatLongDate(today)}</p>
            <LogExerciseForm
              key={againId.success ? againId.data : "new"}
              today={today}
              weightKg={user.current_weight_kg}
              initial={again}
            />
          </Section>
        )}
        {tab === "ai-plans" && (
          <Section id="plan-generator" title="Create your workout plan">
            <PlanGeneratorForm aiAvailable={aiConfigured && aiAllowed} aiNote={aiNote} />
          </Section>
        )}
        {tab === "my-plan" && <MyPlanTab userId={user.id} timeZone={user.time_zone} />}
        {tab === "standard" && <StandardWorkouts />}
        {tab === "progress" && <ProgressPanel progress={progress} settingsHref={settingsHref} />}
        {tab === "recent" && <RecentTab userId={user.id} today={today} />}
      </div>
    </>
  );
}

async function MyPlanTab({ userId, timeZone }: { userId: string; timeZone: string }) {
  const plans = await listWorkoutPlans(await getDb(), { userId });
  return (
    <>
      <GeneratedPlanCard />
      <Section id="saved-plans" title="Saved plans">
        <SavedPlans
          plans={plans.map((p) => ({
            plan_id: p.plan_id,
            plan_name: p.plan_name,
            plan_content: p.plan_content,
            source: p.source,
            created_label: formatLongDate(localDateIn(timeZone, p.created_at)),
          }))}
        />
      </Section>
    </>
  );
}

async function RecentTab({ userId, today }: { userId: string; today: string }) {
  const entries = await listRecentExercises(await getDb(), { userId });
  return (
    <Section id="recent-exercises" title="Recent exercises">
      <RecentExercises
        entries={entries.map((e) => ({
          entry_id: e.entry_id,
          exercise_name: e.exercise_name,
          duration_minutes: e.duration_minutes,
          calories_burned: e.calories_burned,
          calories_estimated: e.calories_estimated,
          exercise_type: e.exercise_type,
          notes: e.notes,
          date_label: dayLabel(e.date, today),
        }))}
      />
    </Section>
  );
}
