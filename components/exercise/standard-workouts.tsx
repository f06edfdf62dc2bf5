"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useApiAction } from "@/components/ui/use-api-action";
import {
  STANDARD_WORKOUTS,
  standardWorkoutCalories,
  standardWorkoutEntry,
  type StandardWorkout,
} from "@/lib/exercise/standard-workouts";

/**
 * Standard Workouts tab: the four presets, each logged for today in one click, with the
 * calories estimated from the user's weight (the server stores the same estimate).
 */
export function StandardWorkouts({ weightKg }: { weightKg: number }) {
  const [current, setCurrent] = useState<string | null>(null);
  const log = useApiAction({
    request: (w: StandardWorkout) => ({ path: "/api/exercises", body: standardWorkoutEntry(w) }),
    success: (_, w) => `${w.name} logged successfully!`,
    failure: "Failed to log workout",
    offline: { label: (w) => `${w.name} · ${w.duration_minutes} min` },
  });

  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {STANDARD_WORKOUTS.map((w) => (
        <li key={w.name}>
          <Card aria-labelledby={`std-${w.exercise_type}`} className="flex h-full flex-col">
            <h2 id={`std-${w.exercise_type}`} className="text-lg font-semibold text-ink">
              {w.name}
            </h2>
            <p className="mb-2 text-sm text-muted">
              {w.duration_minutes} min · ≈ {standardWorkoutCalories(w, weightKg)} kcal{" "}
              <span className="text-xs">(estimated from your weight)</span>
            </p>
            <ol className="mb-4 flex-1 list-decimal space-y-0.5 pl-5 text-sm text-ink">
              {w.exercises.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ol>
            <Button
              onClick={() => {
                setCurrent(w.name);
                void log.run(w);
              }}
              disabled={log.pending}
              aria-label={`Log ${w.name}`}
            >
              {log.pending && current === w.name ? "Logging..." : "Log workout"}
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
