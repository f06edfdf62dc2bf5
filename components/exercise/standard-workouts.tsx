"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api/client";
import { STANDARD_WORKOUTS, standardWorkoutEntry, type StandardWorkout } from "@/lib/exercise/standard-workouts";

/** Standard Workouts tab: the four presets, each logged for today in one click. */
export function StandardWorkouts() {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  async function log(w: StandardWorkout) {
    setBusy(w.name);
    try {
      await api("/api/exercises", { method: "POST", body: standardWorkoutEntry(w) });
      toast.show(`${w.name} logged successfully!`, "success");
      router.refresh();
    } catch (err) {
      toast.show(errorText(err, "Failed to log workout"), "error");
    } finally {
      setBusy(null);
    }
  }

  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {STANDARD_WORKOUTS.map((w) => (
        <li key={w.name}>
          <Card aria-labelledby={`std-${w.exercise_type}`} className="flex h-full flex-col">
            <h2 id={`std-${w.exercise_type}`} className="text-lg font-semibold text-ink">
              {w.name}
            </h2>
            <p className="mb-2 text-sm text-muted">
              {w.duration_minutes} min · {w.calories_burned} kcal
            </p>
            <ol className="mb-4 flex-1 list-decimal space-y-0.5 pl-5 text-sm text-ink">
              {w.exercises.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ol>
            <Button onClick={() => log(w)} disabled={busy !== null} aria-label={`Log ${w.name}`}>
              {busy === w.name ? "Logging..." : "Log workout"}
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
