import type { ReactNode } from "react";
import { GeneratedPlanProvider } from "@/components/exercise/generated-plan";

/** Keeps a generated, unsaved plan while the user moves between the exercise tabs. */
export default function ExerciseLayout({ children }: { children: ReactNode }) {
  return <GeneratedPlanProvider>{children}</GeneratedPlanProvider>;
}
