import { PlanGate } from "@/components/billing/upgrade-prompt";
import { PageHeader } from "@/components/shell/app-header";
import { LazyBarcodePanel as BarcodePanel } from "@/components/food/lazy-barcode-panel";
import { DayDiary } from "@/components/food/day-diary";
import { DayNavigator } from "@/components/food/day-navigator";
import { FoodLogForm } from "@/components/food/food-log-form";
import { NutritionSummary } from "@/components/food/nutrition-summary";
import { LazyFoodLibrary as FoodLibrary } from "@/components/recipes/lazy-food-library";
import {
  LazyPhotoPanel as PhotoPanel,
  LazyRecentEntries as RecentEntries,
  LazySavedMealsPanel as SavedMealsPanel,
} from "@/components/food/lazy-food-parts";
import { WaterCard } from "@/components/water/water-card";
import { Alert } from "@/components/ui/alert";
import { Card, CardTitle } from "@/components/ui/card";
import { PageTabs } from "@/components/ui/tab-links";
import { getDb } from "@/db/client";
import { isAiConfigured } from "@/lib/ai/provider";
import { requireSessionUser } from "@/lib/identity/sign-in/session";
import { AI_ENTRY_POINTS, featureGate } from "@/lib/billing/gate";
import { barcodeProblem } from "@/lib/food/barcode-check";
import { diaryDay, foodHref } from "@/lib/food/diary-day";
import { mealForTime } from "@/lib/food/meal-time";
import { readPrefill } from "@/lib/food/prefill";
import { getDailyStats, listFoodEntriesOn, listRecentFoodEntries, listSavedMeals } from "@/lib/food/service";
import { pickTab, searchValue, type SearchParams } from "@/lib/navigation";
import { formatShortDate } from "@/lib/time/format";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { listCustomFoods } from "@/lib/food/custom-foods/service";
import { listRecipes } from "@/lib/recipes/service";
import { getWaterDay } from "@/lib/water/service";

export const metadata = { title: "Food Tracking" };

const TABS = [
  { key: "log", label: "Log Food", title: "Log Food" },
  { key: "scan", label: "AI Scan", title: "AI Food Scan" },
  { key: "barcode", label: "Barcode", title: "Barcode Lookup" },
  { key: "recent", label: "Recent", title: "Recent Entries" },
  { key: "foods", label: "My Foods", title: "My Foods" },
  { key: "recipes", label: "Recipes", title: "Recipes" },
  { key: "meals", label: "Meals", title: "Saved meals" },
] as const;

export default async function FoodPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSessionUser();
  const params = await searchParams;
  const tab = pickTab(TABS, params.tab);
  const db = await getDb();
  const today = localDateIn(user.time_zone);
  const { date, problem } = diaryDay(searchValue(params.date), today);
  // Recent lists every day's entries with the same buttons, so the day's diary stands aside there
  const showDiary = tab !== "recent";
  const [stats, recent, dayEntries, water, foods, recipes, meals] = await Promise.all([
    getDailyStats(db, { userId: user.id, date }),
    tab === "recent" ? listRecentFoodEntries(db, { userId: user.id, limit: 30 }) : Promise.resolve([]),
    showDiary ? listFoodEntriesOn(db, { userId: user.id, date }) : Promise.resolve([]),
    getWaterDay(db, { userId: user.id, date, targetMl: user.water_target_ml }),
    // the recipe builder offers the user's foods as ingredients
    tab === "foods" || tab === "recipes" ? listCustomFoods(db, { userId: user.id }) : Promise.resolve([]),
    tab === "recipes" ? listRecipes(db, { userId: user.id }) : Promise.resolve([]),
    tab === "meals" ? listSavedMeals(db, { userId: user.id }) : Promise.resolve([]),
  ]);
  const goal = user.daily_calories_goal;
  const prefillParam = searchValue(params.prefill);
  const barcodeParam = searchValue(params.barcode)?.trim();
  const keptBarcode = barcodeParam && barcodeProblem(barcodeParam) === null ? barcodeParam : null;
  const consumed = `${Math.round(stats.calories_consumed)} / ${goal} kcal consumed`;

  return (
    <>
      <PageHeader
        title="Food Tracking"
        subtitle={date === today ? `${consumed} today` : `${consumed} on ${formatShortDate(date)}`}
      />
      <div className="mb-4 space-y-3">
        {problem && <Alert tone="warning">{problem}</Alert>}
        <DayNavigator date={date} today={today} tab={tab === "log" ? undefined : tab} />
      </div>
      <PageTabs
        label="Food sections"
        path="/food"
        tabs={TABS}
        current={tab}
        href={(key) => foodHref({ tab: key, date, today })}
      />
      <div className="mt-5 space-y-4">
        <Card aria-labelledby="food-panel">
          <CardTitle>
            <span id="food-panel">{TABS.find((t) => t.key === tab)!.title}</span>
          </CardTitle>
          {tab === "log" && (
            <FoodLogForm
              key={`${date}:${prefillParam ?? ""}:${keptBarcode ?? ""}`}
              prefill={readPrefill(prefillParam)}
              start={{ date, meal: mealForTime(localTimeIn(user.time_zone)), barcode: keptBarcode }}
              today={today}
              afterLog={foodHref({ tab: "log", date, today })}
              imperial={user.use_imperial}
            />
          )}
          {tab === "scan" && (
            <PlanGate
              gate={featureGate(user, "ai", { aiConfigured: isAiConfigured() })}
              words={AI_ENTRY_POINTS.photo_scan}
            >
              <PhotoPanel date={date} today={today} />
            </PlanGate>
          )}
          {tab === "barcode" && <BarcodePanel date={date} today={today} />}
          {tab === "recent" && <RecentEntries entries={recent} today={today} date={date} />}
          {tab === "foods" && <FoodLibrary tab="foods" foods={foods} />}
          {tab === "recipes" && (
            <FoodLibrary
              tab="recipes"
              recipes={recipes}
              foods={foods}
              date={date}
              today={today}
              meal={mealForTime(localTimeIn(user.time_zone))}
            />
          )}
          {tab === "meals" && <SavedMealsPanel meals={meals} date={date} today={today} />}
        </Card>
        {showDiary && (
          <Card aria-labelledby="food-diary">
            <CardTitle>
              <span id="food-diary">Food diary</span>
            </CardTitle>
            <DayDiary entries={dayEntries} date={date} today={today} />
          </Card>
        )}
        <NutritionSummary stats={stats} goal={goal} today={today} targets={user} />
        <WaterCard day={water} imperial={user.use_imperial} today={today} />
      </div>
    </>
  );
}
