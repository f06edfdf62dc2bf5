/** The operations of the exercise log and of workout plans. */
import { isAiConfigured } from "@/lib/ai/provider";
import { EXERCISE_NOT_FOUND, WORKOUT_PLAN_NOT_FOUND } from "@/lib/exercise/service";
import {
  generatedPlanSchema,
  exerciseListSchema,
  exerciseSchema,
  workoutPlanListSchema,
  workoutPlanSchema,
} from "@/lib/exercise/responses";
import { generatePlanSchema, workoutPlanCreateSchema } from "@/lib/exercise/plan-schema";
import { exerciseCreateSchema, exerciseListQuerySchema, exerciseUpdateSchema } from "@/lib/exercise/schema";
import { endpoint } from "../endpoint";

const tag = "Exercise";
const entryPath = "/api/exercises/{entry_id}";

const run = {
  entry_id: "4b9d1e6a-3f2c-4a8e-b7d5-9e0c1a6f3b72",
  exercise_name: "Running",
  duration_minutes: 30,
  calories_burned: 294,
  calories_estimated: true,
  exercise_type: "cardio",
  intensity: "moderate",
  date: "2026-03-14",
  time: "18:20",
  notes: "Easy loop around the park",
  created_at: "2026-03-14T17:20:41.095Z",
};

const preferences = {
  fitnessGoals: "Build strength and run a 10k",
  currentFitnessLevel: "intermediate",
  workoutFrequency: 3,
  availableDays: ["Monday", "Wednesday", "Saturday"],
  workoutDuration: 45,
  preferredTypes: ["Cardio", "Strength Training"],
  injuries: "",
  equipment: "basic",
};
const planText =
  "Week 1\nMonday: 10 min warm-up jog; 3 x 10 goblet squats, 3 x 8 push-ups, 3 x 12 rows; 5 min stretch\n...";
const plan = {
  plan_id: "7a2c5e8b-1d4f-4c6a-9b3e-2f8d0a5c7e19",
  plan_name: "Basic Workout Plan - 2026-03-14",
  plan_content: planText,
  preferences,
  source: "basic",
  created_at: "2026-03-14T09:02:17.512Z",
};

export const exerciseEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/exercises",
    summary: "List my exercise entries",
    description: "Newest first: all of them, or those of `date_param`.",
    tag,
    query: exerciseListQuerySchema,
    sharedArea: "exercise",
    responses: { 200: { description: "The entries.", schema: exerciseListSchema, example: [run] } },
  }),
  create: endpoint({
    method: "post",
    path: "/api/exercises",
    summary: "Log exercise",
    description:
      "Blank `calories_burned` is estimated from the activity, its intensity and the user's weight. Without " +
      "`exercise_type` the type follows the intensity. The date defaults to today in the user's time zone.",
    tag,
    body: exerciseCreateSchema,
    bodyExample: {
      exercise_name: "Running",
      duration_minutes: 30,
      intensity: "moderate",
      notes: "Easy loop around the park",
    },
    responses: { 201: { description: "The entry logged.", schema: exerciseSchema, example: run } },
  }),
  update: endpoint({
    method: "put",
    path: entryPath,
    summary: "Edit an exercise entry",
    description: "The whole entry; a date left out keeps the entry's own.",
    tag,
    params: { entry_id: "uuid" },
    notFound: EXERCISE_NOT_FOUND,
    body: exerciseUpdateSchema,
    bodyExample: { exercise_name: "Running", duration_minutes: 40, exercise_type: "cardio", intensity: "vigorous" },
    responses: {
      200: {
        description: "The entry as edited.",
        schema: exerciseSchema,
        example: { ...run, duration_minutes: 40, intensity: "vigorous", calories_burned: 457 },
      },
    },
  }),
  remove: endpoint({
    method: "delete",
    path: entryPath,
    summary: "Delete an exercise entry",
    tag,
    params: { entry_id: "uuid" },
    notFound: EXERCISE_NOT_FOUND,
    responses: { 204: { description: "Deleted." } },
  }),
  generatePlan: endpoint({
    method: "post",
    path: "/api/generate-workout-plan",
    summary: "Generate a workout plan",
    description:
      '`mode` "ai" (default) asks the AI model, a Premium feature (402); without a configured model, or with ' +
      '"basic", the built-in generator writes it, on every plan. Nothing is saved. The AI\'s failures: 429 busy, ' +
      "502 refused or failed, 503 unreachable, 504 over 60 seconds.",
    tag,
    body: generatePlanSchema,
    bodyExample: { mode: "basic", user_preferences: preferences },
    requires: ({ body }) => (body.mode === "ai" && isAiConfigured() ? "ai" : null),
    callsOutside: true,
    responses: {
      200: {
        description: "The plan written.",
        schema: generatedPlanSchema,
        example: { status: "success", workout_plan: planText, source: "basic", plan_name: plan.plan_name },
      },
    },
    throws: [429, 502, 503, 504],
  }),
  listPlans: endpoint({
    method: "get",
    path: "/api/workout-plans",
    summary: "List my saved workout plans",
    description: "Newest first.",
    tag,
    responses: { 200: { description: "The saved plans.", schema: workoutPlanListSchema, example: [plan] } },
  }),
  savePlan: endpoint({
    method: "post",
    path: "/api/workout-plans",
    summary: "Save a workout plan",
    tag,
    body: workoutPlanCreateSchema,
    bodyExample: { plan_name: plan.plan_name, plan_content: planText, preferences, source: "basic" },
    responses: { 201: { description: "The plan saved.", schema: workoutPlanSchema, example: plan } },
  }),
  removePlan: endpoint({
    method: "delete",
    path: "/api/workout-plans/{plan_id}",
    summary: "Delete a saved workout plan",
    tag,
    params: { plan_id: "uuid" },
    notFound: WORKOUT_PLAN_NOT_FOUND,
    responses: { 204: { description: "Deleted." } },
  }),
};
