/** The exercise forms and the API refuse the same bad input in the same words. */
import { describe, expect, it } from "vitest";
import { PUT as update } from "@/app/api/exercises/[entry_id]/route";
import { POST as create } from "@/app/api/exercises/route";
import { POST as generate } from "@/app/api/generate-workout-plan/route";
import { POST as savePlan } from "@/app/api/workout-plans/route";
import {
  exerciseEditPayload,
  exerciseLogPayload,
  type EditValues,
  type LogValues,
} from "@/components/exercise/exercise-values";
import { planPayload } from "@/components/exercise/my-plan";
import { DEFAULT_PREFERENCES, workoutPlanCreateSchema, workoutPreferencesSchema } from "@/lib/exercise/plan-schema";
import { exerciseCreateSchema, exerciseUpdateSchema } from "@/lib/exercise/schema";
import { validate } from "@/lib/validation/issues";
import { call, registerUser } from "../../support/api";

const logged: LogValues = {
  exercise_name: "Running",
  duration_minutes: "30",
  calories_burned: "",
  intensity: "moderate",
  notes: "",
};
const edited: EditValues = { ...logged, exercise_type: "cardio" };

/** The form's message for `field`, and the API's 400 detail, for the same payload. */
async function both(
  schema: Parameters<typeof validate>[0],
  payload: unknown,
  field: string,
  send: (body: unknown) => Promise<{ status: number; body: unknown }>,
) {
  const form = validate(schema, payload);
  expect(form.ok).toBe(false);
  const inForm = form.ok ? "" : form.errors[field];
  expect(inForm).toBeTruthy();
  const api = await send(payload);
  expect(api.status).toBe(400);
  return { inForm, api: api.body };
}

describe("exercise forms and API messages", () => {
  it.each([
    ["exercise_name", { exercise_name: "   " }, "Exercise name is required"],
    ["duration_minutes", { duration_minutes: "" }, "Duration is required"],
    ["duration_minutes", { duration_minutes: "0" }, "Duration must be at least 1 minute"],
    ["duration_minutes", { duration_minutes: "12.5" }, "Duration must be a whole number of minutes"],
    ["duration_minutes", { duration_minutes: "many" }, "Duration must be a number"],
    ["calories_burned", { calories_burned: "-5" }, "Calories burned cannot be negative"],
    ["notes", { notes: "n".repeat(1001) }, "Notes must be at most 1,000 characters"],
  ])("Log Exercise says the same about a bad %s", async (field, change, words) => {
    const { token } = await registerUser();
    const payload = exerciseLogPayload({ ...logged, ...change }, "2026-11-20");
    const { inForm, api } = await both(exerciseCreateSchema, payload, field, (body) => call(create, { token, body }));
    expect(inForm).toBe(words);
    expect(api).toEqual({ detail: inForm });
  });

  it.each([
    ["duration_minutes", { duration_minutes: "0" }],
    ["calories_burned", { calories_burned: "-1" }],
    ["exercise_name", { exercise_name: "" }],
  ])("the edit dialog says the same about a bad %s", async (field, change) => {
    const { token } = await registerUser();
    const made = await call<{ entry_id: string }>(create, { token, body: exerciseLogPayload(logged, "2026-11-20") });
    const { inForm, api } = await both(
      exerciseUpdateSchema,
      exerciseEditPayload({ ...edited, ...change }),
      field,
      (body) => call(update, { method: "PUT", token, params: { entry_id: made.body.entry_id }, body }),
    );
    expect(api).toEqual({ detail: inForm });
  });

  it("Save Plan says the same about a blank name", async () => {
    const { token } = await registerUser();
    const plan = {
      plan_name: "Basic Workout Plan - 2026-11-20",
      workout_plan: "Monday: walk",
      source: "basic" as const,
      preferences: { ...DEFAULT_PREFERENCES, fitnessGoals: "Walk more", availableDays: ["Monday" as const] },
      saved: false,
    };
    const { inForm, api } = await both(workoutPlanCreateSchema, planPayload(plan, "  "), "plan_name", (body) =>
      call(savePlan, { token, body }),
    );
    expect(api).toEqual({ detail: inForm });
  });

  it.each([
    ["fitnessGoals", { availableDays: ["Monday" as const] }],
    ["availableDays", { fitnessGoals: "Run a 5k" }],
  ])("the plan generator lists the same words the API answers for a missing %s", async (field, change) => {
    const { token } = await registerUser();
    const prefs = { ...DEFAULT_PREFERENCES, ...change };
    const form = validate(workoutPreferencesSchema, prefs);
    const inForm = form.ok ? "" : form.errors[field];
    const api = await call(generate, { token, body: { user_preferences: prefs, mode: "basic" } });
    expect(api.status).toBe(400);
    expect(inForm).toBeTruthy();
    expect(api.body).toEqual({ detail: inForm });
  });

  it("the forms' input for a good entry is one the API takes", async () => {
    const { token } = await registerUser();
    const payload = exerciseLogPayload(logged, "2026-11-20");
    expect(validate(exerciseCreateSchema, payload).ok).toBe(true);
    const made = await call<{ entry_id: string }>(create, { token, body: payload });
    expect(made.status).toBe(201);
    const edit = exerciseEditPayload({ ...edited, duration_minutes: "45", calories_burned: "300" });
    expect(validate(exerciseUpdateSchema, edit).ok).toBe(true);
    expect(
      (await call(update, { method: "PUT", token, params: { entry_id: made.body.entry_id }, body: edit })).status,
    ).toBe(200);
  });
});
