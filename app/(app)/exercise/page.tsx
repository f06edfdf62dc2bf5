import { entryText, type LogValues } from "@/components/exercise/exercise-values";
import { requestLocale } from "@/lib/time/request-locale";
import { LogExerciseForm } from "@/components/exercise/log-exercise-form";
import { GeneratedPlanCard } from "@/components/exercise/my-plan";
import { PlanGeneratorForm } from "@/components/exercise/plan-generator-form";
import { ProgressPanel } from "@/components/exercise/progress-panel";
import { RecentExercises } from "@/components/exercise/recent-exercises";
import { SavedPlans } from "@/components/exercise/saved-plans";
import { StandardWorkouts } from "@/components/exercise/standard-workouts";
import { PageHeader } from "@/components/shell/app-header";
import { TitledCard } from "@/components/ui/card";
import { PageTabs } from "@/components/ui/tab-links";
import { getDb } from "@/db/client";
import { isAiConfigured } from "@/lib/ai/provider";
import { requireSessionUser } from "@/lib/identity/sign-in/session";
import { featureGate } from "@/lib/billing/gate";
import { INTENSITIES } from "@/lib/exercise/schema";
import {
  getExercise,
  getExerciseProgress,
  listRecentExercises,
  listWorkoutPlans,
  type Exercise,
} from "@/lib/exercise/service";
import { pickTab, searchValue, viewById, type SearchParams } from "@/lib/navigation";
import { dayLabel, formatLongDate } from "@/lib/time/format";
import { localDateIn } from "@/lib/time/zones";
import { isUuid } from "@/lib/validation/common";

export const metadata = { title: "Exercise Tracking" };

const TABS = [
  { key: "log", label: "Log Exercise" },
  { key: "ai-plans", label: "AI Workout Plans" },
  { key: "my-plan", label: "My AI Plan" },
  { key: "standard", label: "Standard Workouts" },
  { key: "progress", label: "Progress" },
  { key: "recent", label: "Recent" },
] as const;

/** Log Again: the entry's values in the form, its intensity kept when it has one. */
function againValues(entry: Exercise): LogValues {
  const intensity = INTENSITIES.find((i) => i === entry.intensity);
  return { ...entryText(entry), intensity: intensity ?? "moderate" };
}

export default async function ExercisePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSessionUser();
  const search = await searchParams;
  const tab = pickTab(TABS, search.tab);
  const db = await getDb();
  const today = localDateIn(user.time_zone);
  const progress = await getExerciseProgress(db, { userId: user.id, today, goal: user.weekly_workout_goal });
  const settingsHref = `${viewById("settings")?.href ?? "/settings"}?tab=profile`;

  // ?again= is typed by anyone: only a row id can name one of the user's entries
  const againId = searchValue(search.again);
  const againEntry =
    tab === "log" && againId && isUuid(againId) ? await getExercise(db, { userId: user.id, entryId: againId }) : null;
  const again = againEntry ? againValues(againEntry) : undefined;

  const aiGate = featureGate(user, "ai", { aiConfigured: isAiConfigured() });

  return (
    <>
      <PageHeader
        title="Exercise Tracking"
        subtitle={`Weekly Goal: ${progress.thisWeek.workouts}/${progress.goal} workouts`}
      />
      <PageTabs label="Exercise sections" path="/exercise" tabs={TABS} current={tab} />
      <div className="mt-5 space-y-4">
        {tab === "log" && (
          <TitledCard id="log-exercise" title={again ? "Log again" : "Log exercise"}>
            <p className="-mt-2 mb-4 text-sm text-muted">{formatLongDate(today)}</p>
            <LogExerciseForm
              key={againEntry?.entry_id ?? "new"}
              today={today}
              weightKg={user.current_weight_kg}
              initial={again}
            />
          </TitledCard>
        )}
        {tab === "ai-plans" && (
          <TitledCard id="plan-generator" title="Create your workout plan">
            <PlanGeneratorForm aiGate={aiGate} />
          </TitledCard>
        )}
        {tab === "my-plan" && <MyPlanTab userId={user.id} timeZone={user.time_zone} />}
        {tab === "standard" && <StandardWorkouts weightKg={user.current_weight_kg} />}
        {tab === "progress" && (
          <ProgressPanel progress={progress} settingsHref={settingsHref} locale={await requestLocale()} />
        )}
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
      <TitledCard id="saved-plans" title="Saved plans">
        <SavedPlans
          plans={plans.map((p) => ({
            plan_id: p.plan_id,
            plan_name: p.plan_name,
            plan_content: p.plan_content,
            source: p.source,
            created_label: formatLongDate(localDateIn(timeZone, p.created_at)),
          }))}
        />
      </TitledCard>
    </>
  );
}

async function RecentTab({ userId, today }: { userId: string; today: string }) {
  const entries = await listRecentExercises(await getDb(), { userId });
  return (
    <TitledCard id="recent-exercises" title="Recent exercises">
      <RecentExercises entries={entries.map((e) => ({ ...e, date_label: dayLabel(e.date, today) }))} />
    </TitledCard>
  );
}
