/**
 * Workout plans: by the AI model (premium: the route requires the "ai" feature when a model
 * is configured) or by the built-in generator (free, and the fallback when no model is
 * configured). Failures of the AI service become statuses the generator form turns into its
 * messages: 429 busy, 504 timed out, 503 unreachable, 502 other.
 */
import "server-only";
import { APICallError, generateText } from "ai";
import type { output } from "zod/v4/core";
import type { SignedInUser } from "@/lib/identity/sessions";
import { ApiError } from "@/lib/errors/api-error";
import { AI_UNREACHABLE, languageModel } from "@/lib/ai/provider";
import { log, describeError } from "@/lib/log";
import { EQUIPMENT_LABELS } from "./display";
import type { GeneratePlanInput, PlanSource, WorkoutPreferences } from "./plan-schema";
import type { generatedPlanSchema } from "./responses";
import { generateBasicPlan } from "./plan-generator";
import { basicPlanText } from "./plan-text";

/** How long a plan generation may take before it is cancelled. */
export const PLAN_TIMEOUT_MS = 60_000;

/** What `POST /api/generate-workout-plan` answers. */
export type GeneratedPlan = output<typeof generatedPlanSchema>;
type Profile = Pick<
  SignedInUser,
  "age" | "gender" | "height_cm" | "current_weight_kg" | "goal_weight_kg" | "activity_level"
>;

export function buildPlanPrompt(prefs: WorkoutPreferences, profile: Profile, extra?: string): string {
  const lines = [
    "Create a personalised 4-week workout plan.",
    `Fitness goals: ${prefs.fitnessGoals}`,
    `Current fitness level: ${prefs.currentFitnessLevel}`,
    `Sessions per week: ${Math.min(prefs.workoutFrequency, prefs.availableDays.length)}, ` +
      `only on: ${prefs.availableDays.join(", ")}`,
    `Session length: ${prefs.workoutDuration} minutes including warm-up and cool-down`,
    `Preferred workout types: ${prefs.preferredTypes.length ? prefs.preferredTypes.join(", ") : "no preference"}`,
    `Equipment available: ${EQUIPMENT_LABELS[prefs.equipment]}`,
    `Injuries or limitations: ${prefs.injuries || "none"}`,
    `Person: ${profile.age} years, ${profile.gender}, ${Math.round(profile.height_cm)} cm, ` +
      `${Math.round(profile.current_weight_kg)} kg (goal ${Math.round(profile.goal_weight_kg)} kg), ` +
      `activity level ${profile.activity_level.replaceAll("_", " ")}.`,
  ];
  if (extra?.trim()) lines.push(`Additional wishes: ${extra.trim()}`);
  lines.push(
    "Give a weekly schedule by day with warm-up, main exercises (sets, reps or time) and cool-down for each " +
      "session, then how to progress week by week over the 4 weeks. Avoid any exercise unsafe for the stated " +
      "injuries. Plain text, no tables.",
  );
  return lines.join("\n");
}

const SYSTEM = "You are a certified personal trainer. You write safe, specific and concise workout plans.";

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
}

/** The AI service's failure as our API's answer. */
export function aiFailure(err: unknown, timeoutMs: number): ApiError {
  if (isTimeout(err)) {
    const limit = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`;
    return new ApiError(504, `Workout plan generation took longer than ${limit} and was cancelled.`);
  }
  if (APICallError.isInstance(err)) {
    if (err.statusCode === 429)
      return ApiError.tooManyRequests("The AI service is busy. Please wait a moment and try again.");
    if (err.statusCode === 401 || err.statusCode === 403)
      return new ApiError(
        502,
        "The AI service did not accept the server's credentials. Use the basic plan, or try again later.",
      );
    if (err.statusCode === undefined) return ApiError.unavailable(AI_UNREACHABLE);
  }
  return new ApiError(502, "The AI service could not generate a plan. Please try again later.");
}

function planName(source: PlanSource, today: string): string {
  return `${source === "ai" ? "AI Workout Plan" : "Basic Workout Plan"} - ${today}`;
}

export async function generateWorkoutPlan(
  user: SignedInUser,
  input: GeneratePlanInput,
  { today, timeoutMs = PLAN_TIMEOUT_MS }: { today: string; timeoutMs?: number },
): Promise<GeneratedPlan> {
  const prefs = input.user_preferences;
  const model = input.mode === "ai" ? languageModel("text") : null;
  if (!model) {
    return {
      status: "success",
      workout_plan: basicPlanText(generateBasicPlan(prefs), prefs),
      source: "basic",
      plan_name: planName("basic", today),
    };
  }
  try {
    const { text } = await generateText({
      model,
      system: SYSTEM,
      prompt: buildPlanPrompt(prefs, user, input.prompt),
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    if (!text.trim()) throw new ApiError(502, "The AI service returned an empty plan. Please try again later.");
    return { status: "success", workout_plan: text.trim(), source: "ai", plan_name: planName("ai", today) };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    log.warn("workout plan generation failed", { error: describeError(err) });
    throw aiFailure(err, timeoutMs);
  }
}
