"use client";

import type { ChartPoint } from "@/components/ui/chart";
import { WaterTile } from "@/components/water/water-tile";
import type { DashboardSummary } from "@/lib/dashboard/service";
import { DashboardCards } from "./dashboard-cards";
import { DashboardCharts } from "./dashboard-charts";

/**
 * The dashboard's cards, water tile and charts, drawn from today's figures and the charts'
 * points. A client component given the figures as data: drawn on the server, the cards and
 * the charts' markup were most of the page's payload, which the server writes, reads back
 * and renders to HTML on every request.
 */
export function DashboardBody({
  email,
  goal,
  statusLabel,
  summary,
  water,
  charts,
  locale,
}: {
  email: string;
  goal: number;
  statusLabel: string;
  summary: DashboardSummary;
  water: { totalMl: number; targetMl: number; imperial: boolean };
  charts: { calories: { points: ChartPoint[]; logged: number }; weight: { points: ChartPoint[]; unit: string } };
  /** The reader's locale for the charts' dates (`requestLocale()`). */
  locale: string;
}) {
  return (
    <>
      <DashboardCards email={email} goal={goal} statusLabel={statusLabel} summary={summary} />
      <WaterTile totalMl={water.totalMl} targetMl={water.targetMl} imperial={water.imperial} />
      <DashboardCharts calories={charts.calories} goal={goal} weight={charts.weight} locale={locale} />
    </>
  );
}
