"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { PlanSource, WorkoutPreferences } from "@/lib/exercise/plan-schema";

/** A plan just generated and not saved yet: it outlives the switch to the My AI Plan tab. */
export type GeneratedPlan = {
  plan_name: string;
  workout_plan: string;
  source: PlanSource;
  preferences: WorkoutPreferences;
  saved: boolean;
};
type Ctx = { plan: GeneratedPlan | null; setPlan: (plan: GeneratedPlan | null) => void };

const KEY = "vitalog.generated-workout-plan";
const GeneratedPlanContext = createContext<Ctx | null>(null);

function restore(): GeneratedPlan | null {
  if (typeof window === "undefined") return null;
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as GeneratedPlan) : null;
  } catch {
    return null;
  }
}

export function GeneratedPlanProvider({ children }: { children: ReactNode }) {
  const [plan, setState] = useState<GeneratedPlan | null>(null);
  // after hydration, so the server's HTML and the first client render agree
  useEffect(() => {
    const stored = restore();
    // sessionStorage exists only in the browser, after hydration
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the one read of the stored plan
    if (stored) setState(stored);
  }, []);
  const setPlan = useCallback((next: GeneratedPlan | null) => {
    setState(next);
    try {
      if (next) window.sessionStorage.setItem(KEY, JSON.stringify(next));
      else window.sessionStorage.removeItem(KEY);
    } catch {
      /* storage full or disabled: the plan still lives in memory */
    }
  }, []);
  const value = useMemo(() => ({ plan, setPlan }), [plan, setPlan]);
  return <GeneratedPlanContext.Provider value={value}>{children}</GeneratedPlanContext.Provider>;
}

export function useGeneratedPlan(): Ctx {
  const ctx = useContext(GeneratedPlanContext);
  if (!ctx) throw new Error("useGeneratedPlan must be used inside <GeneratedPlanProvider>");
  return ctx;
}
