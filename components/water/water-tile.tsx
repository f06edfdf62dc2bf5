import Link from "next/link";
import { Card } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress";
import { totalOfTarget } from "@/lib/water/amount";
import { AddGlassButton } from "./add-glass-button";

/** The dashboard's water tile: today's total against the target and a one-tap glass. */
export function WaterTile({ totalMl, targetMl, imperial }: { totalMl: number; targetMl: number; imperial: boolean }) {
  return (
    <Card aria-labelledby="water-tile">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="water-tile" className="text-sm font-medium text-muted">
            <Link href="/food" className="hover:underline">
              Water today
            </Link>
          </h2>
          <p className="text-xl font-semibold text-ink">{totalOfTarget(totalMl, targetMl, imperial)}</p>
        </div>
        <AddGlassButton imperial={imperial} size="sm" />
      </div>
      <ProgressBar className="mt-3" value={totalMl} max={targetMl} label="Water drunk today against the daily target" />
    </Card>
  );
}
