import { PlanGate } from "@/components/billing/upgrade-prompt";
import { PageHeader } from "@/components/shell/app-header";
import { BarcodePanel } from "@/components/food/barcode-panel";
import { FoodLogForm } from "@/components/food/food-log-form";
import { NutritionSummary } from "@/components/food/nutrition-summary";
import { PhotoPanel } from "@/components/food/photo-panel";
import { RecentEntries } from "@/components/food/recent-entries";
import { Card, CardTitle } from "@/components/ui/card";
import { PageTabs } from "@/components/ui/tab-links";
import { getDb } from "@/db/client";
import { isAiConfigured } from "@/lib/ai/provider";
import { requireSessionUser } from "@/lib/auth/session";
import { AI_ENTRY_POINTS, featureGate } from "@/lib/billing/gate";
import { readPrefill } from "@/lib/food/prefill";
import { getDailyStats, listRecentFoodEntries } from "@/lib/food/service";
import { pickTab, searchValue, type SearchParams } from "@/lib/navigation";
import { localDateIn } from "@/lib/time/zones";

export const metadata = { title: "Food Tracking" };

const TABS = [
  { key: "log", label: "Log Food", title: "Log Food" },
  { key: "scan", label: "AI Scan", title: "AI Food Scan" },
  { key: "barcode", label: "Barcode", title: "Barcode Lookup" },
  { key: "recent", label: "Recent", title: "Recent Entries" },
] as const;

export default async function FoodPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSessionUser();
  const params = await searchParams;
  const tab = pickTab(TABS, params.tab);
  const db = await getDb();
  const today = localDateIn(user.time_zone);
  const [stats, recent] = await Promise.all([
    getDailyStats(db, { userId: user.id, date: today }),
    tab === "recent" ? listRecentFoodEntries(db, { userId: user.id, limit: 30 }) : Promise.resolve([]),
  ]);
  const goal = user.daily_calories_goal;
  const prefillParam = searchValue(params.prefill);

  return (
    <>
      <PageHeader
        title="Food Tracking"
        subtitle={`${Math.round(stats.calories_consumed)} / ${goal} kcal consumed today`}
      />
      <PageTabs label="Food sections" path="/food" tabs={TABS} current={tab} />
      <div className="mt-5 space-y-4">
        <Card aria-labelledby="food-panel">
          <CardTitle>
            <span id="food-panel">{TABS.find((t) => t.key === tab)!.title}</span>
          </CardTitle>
          {tab === "log" && <FoodLogForm key={prefillParam ?? "empty"} prefill={readPrefill(prefillParam)} />}
          {tab === "scan" && (
            <PlanGate
              gate={featureGate(user, "ai", { aiConfigured: isAiConfigured() })}
              words={AI_ENTRY_POINTS.photo_scan}
            >
              <PhotoPanel />
            </PlanGate>
          )}
          {tab === "barcode" && <BarcodePanel />}
          {tab === "recent" && <RecentEntries entries={recent} today={today} />}
        </Card>
        <NutritionSummary stats={stats} goal={goal} />
      </div>
    </>
  );
}
