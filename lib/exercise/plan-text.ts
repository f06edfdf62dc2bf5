/** The basic plan as the text a user reads, saves and can copy anywhere. */
import { EQUIPMENT_LABELS, LEVEL_LABELS } from "./display";
import { avoidedWords, type BasicPlan } from "./plan-generator";
import type { WorkoutPreferences } from "./plan-schema";

export function basicPlanText(plan: BasicPlan, prefs: WorkoutPreferences): string {
  const lines: string[] = [];
  lines.push(`${plan.title} (built-in generator, not AI)`);
  lines.push(`Goals: ${prefs.fitnessGoals}`);
  lines.push(
    `Level: ${LEVEL_LABELS[plan.level]} · ${plan.sessions.length} session${plan.sessions.length === 1 ? "" : "s"} ` +
      `a week · ${prefs.workoutDuration} minutes each · Equipment: ${EQUIPMENT_LABELS[prefs.equipment]}`,
  );
  if (plan.injuries.length > 0) {
    lines.push(`Injuries considered (${plan.injuries.join(", ")}): no ${avoidedWords(plan).join(", ")}.`);
  }
  lines.push("", "WEEKLY SCHEDULE");
  for (const s of plan.sessions) {
    lines.push("", `${s.day}: ${s.focus} (${s.minutes} min)`);
    lines.push(`  Warm-up (${s.warmUp.minutes} min): ${s.warmUp.exercises.join(", ")}`);
    lines.push(`  Main (${s.main.minutes} min):`);
    for (const x of s.main.exercises) lines.push(`    - ${x.name}: ${x.prescription}`);
    lines.push(`  Cool-down (${s.coolDown.minutes} min): ${s.coolDown.exercises.join(", ")}`);
  }
  if (plan.restDays.length > 0) lines.push("", `Rest or light walking: ${plan.restDays.join(", ")}`);
  lines.push("", "4-WEEK PROGRESSION");
  for (const p of plan.progression) lines.push(`Week ${p.week}: ${p.focus}`);
  if (plan.notes.length > 0) {
    lines.push("", "NOTES");
    for (const n of plan.notes) lines.push(`- ${n}`);
  }
  lines.push(
    "",
    "Stop any exercise that causes pain, and check with a doctor before starting if you have a medical condition.",
  );
  return lines.join("\n");
}
