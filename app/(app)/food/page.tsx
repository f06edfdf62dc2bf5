import { PageHeader } from "@/components/shell/app-header";
import { BarcodePanel } from "@/components/food/barcode-panel";
import { FoodLogForm } from "@/components/food/food-log-form";
import { NutritionSummary } from "@/components/food/nutrition-summary";
import { PhotoPanel } from "@/components/food/photo-panel";
import { RecentEntries } from "@/components/food/recent-entries";
import { Card, CardTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tab-links";
import { getDb } from "@/db/client";
import { requireSessionUser } from "@/lib/auth/session";
import { getDailyStats } from "@/lib/food/daily-stats";
import { listRecentFoodEntries } from "@/lib/food/entries";
import { readPrefill } from "@/lib/food/read-prefill";
import { localDateIn } from "@/lib/time/zones";

export const metadata = { title: "Food Tracking" };

const TABS = [
  { key: "log", label: "Log Food" },
  { key: "scan", label: "AI Scan" },
  { key: "barcode", label: "Barcode" },
  { key: "recent", label: "Recent" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

function tabFrom(value: string | string[] | undefined): TabKey {
  return TABS.find((t) => t.key === value)?.key ?? "log";
}

export default async function FoodPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireSessionUser();
  const params = await searchParams;
  const tab = tabFrom(params.tab);
  const db = await getDb();
  const today = localDateIn(user.time_zone);
  const [stats, recent] = await Promise.all([
    getDailyStats(db, { userId: user.id, date: today }),
    tab === "recent" ? listRecentFoodEntries(db, { userId: user.id, limit: 30 }) : Promise.resolve([]),
  ]);
  const goal = user.daily_calories_goal;
  const prefill = tab === "log" ? readPrefill(params.prefill) : null;
  const titles: Record<TabKey, string> = {
    log: "Log Food",
    scan: "AI Food Scan",
    barcode: "Barcode Lookup",
    recent: "Recent Entries",
  };

  return (
    <>
      <PageHeader
        title="Food Tracking"
        subtitle={`${Math.round(stats.calories_consumed)} / ${goal} kcal consumed today`}
      />
      <TabLinks
        label="Food sections"
        tabs={TABS.map((t) => ({ href: `/food?tab=${t.key}`, label: t.label, active: t.key === tab }))}
      />
      <div className="mt-5 space-y-4">
        <Card aria-labelledby="food-panel">
          <CardTitle>
            <span id="food-panel">{titles[tab]}</span>
          </CardTitle>
          {tab === "log" && (
            <FoodLogForm key={typeof params.prefill === "string" ? params.prefill : "empty"} prefill={prefill} />
          )}
          {tab === "scan" && <PhotoPanel />}
          {tab === "barcode" && <BarcodePanel />}
          {tab === "recent" && <RecentEntries entries={recent} today={today} />}
        </Card>
        <NutritionSummary stats={stats} goal={goal} />
      </div>
    </>
  );
}
