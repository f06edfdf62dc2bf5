/** The account's forms and the API refuse the same bad input in the same words. */
import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/change-password/route";
import { PUT as profile } from "@/app/api/profile/route";
import { POST as register } from "@/app/api/register/route";
import {
  checkRegistration,
  INITIAL_VALUES,
  registrationPayload,
  type RegisterValues,
} from "@/components/auth/registration";
import { checkPasswordChange, passwordPayload } from "@/components/settings/password-form";
import {
  checkProfile,
  profilePayload,
  shownFrom,
  type Measures,
  type ProfileValues,
} from "@/components/settings/profile-values";
import { call, registerUser, uniqueEmail } from "../../support/api";

const TODAY = "2026-11-20";

/** A payload as JSON carries it: a NaN (text that is no number) arrives as null. */
const asJson = (payload: unknown) => JSON.parse(JSON.stringify(payload));
const newcomer = (): RegisterValues => ({
  ...INITIAL_VALUES,
  name: "Alex Doe",
  email: uniqueEmail(),
  password: "correct-horse",
  birth_date: "1992-03-04",
  height_cm: "168",
  current_weight: "70",
  goal_weight: "65",
});

describe("registration form and API messages", () => {
  it.each<[string, Partial<RegisterValues>]>([
    ["name", { name: "  " }],
    ["email", { email: "not-an-email" }],
    ["password", { password: "abc" }],
    ["password", { password: "" }],
    ["age", { birth_date: "2015-06-01" }],
    ["height_cm", { height_cm: "99" }],
    ["height_cm", { height_cm: "" }],
    ["height_cm", { height_cm: "tall" }],
    ["current_weight_kg", { current_weight: "19" }],
    ["goal_weight_kg", { goal_weight: "501" }],
  ])("say the same about a bad %s", async (field, change) => {
    const values = { ...newcomer(), ...change };
    const form = checkRegistration(values, false, TODAY, "Europe/Berlin");
    expect(form.payload).toBeNull();
    const api = await call(register, { body: asJson(registrationPayload(values, false, TODAY, "Europe/Berlin")) });
    expect(api.status).toBe(400);
    expect(form.errors[field]).toBeTruthy();
    expect(api.body).toEqual({ detail: form.errors[field] });
  });

  it("the form's input for a good registration is one the API takes", async () => {
    const form = checkRegistration(newcomer(), false, TODAY, "Europe/Berlin");
    expect(form.errors).toEqual({});
    expect((await call(register, { body: form.payload })).status).toBe(201);
  });
});

const measures: Measures = { height_cm: 168, current_weight_kg: 70, goal_weight_kg: 65, water_target_ml: 2000 };
const profileValues = (email: string): ProfileValues => ({
  name: "Sam Doe",
  email,
  age: "40",
  gender: "male",
  activity_level: "very_active",
  calorie_goal: "",
  time_zone: "UTC",
  weekly_workout_goal: "3",
  fiber_target_g: "30",
  sugar_target_g: "",
  saturated_fat_target_g: "20",
  sodium_target_mg: "2300",
});

describe("profile form and API messages", () => {
  it.each<[string, Partial<ProfileValues>, Partial<Measures>]>([
    ["age", { age: "12" }, {}],
    ["age", { age: "thirty" }, {}],
    ["age", { age: "" }, {}],
    ["email", { email: "sam@" }, {}],
    ["daily_calories_goal", { calorie_goal: "700" }, {}],
    ["daily_calories_goal", { calorie_goal: "2000.5" }, {}],
    ["weekly_workout_goal", { weekly_workout_goal: "15" }, {}],
    ["height_cm", {}, { height_cm: 251 }],
    ["goal_weight_kg", {}, { goal_weight_kg: 19.5 }],
    ["water_target_ml", {}, { water_target_ml: 100 }],
    ["water_target_ml", {}, { water_target_ml: 2500.5 }],
    ["fiber_target_g", { fiber_target_g: "0" }, {}],
    ["sugar_target_g", { sugar_target_g: "501" }, {}],
    ["saturated_fat_target_g", { saturated_fat_target_g: "20.5" }, {}],
    ["sodium_target_mg", { sodium_target_mg: "10001" }, {}],
  ])("say the same about a bad %s", async (field, change, measureChange) => {
    const { token, user } = await registerUser();
    const m = { ...measures, ...measureChange };
    const values = { ...profileValues(user.email), ...change };
    const form = checkProfile(values, shownFrom(m, "metric"), m, "metric");
    expect(form.payload).toBeNull();
    const api = await call(profile, { method: "PUT", token, body: asJson(profilePayload(values, m, "metric")) });
    expect(api.status).toBe(400);
    expect(form.errors[field]).toBeTruthy();
    expect(api.body).toEqual({ detail: form.errors[field] });
  });

  it("the form's input for a good profile is one the API takes", async () => {
    const { token, user } = await registerUser();
    const form = checkProfile(profileValues(user.email), shownFrom(measures, "metric"), measures, "metric");
    expect(form.errors).toEqual({});
    expect((await call(profile, { method: "PUT", token, body: form.payload })).status).toBe(200);
  });
});

describe("password form and API messages", () => {
  it.each<[string, { current_password?: string; new_password: string }]>([
    ["new_password", { new_password: "abc" }],
    ["new_password", { new_password: "" }],
    ["current_password", { current_password: "", new_password: "brand-new-pass" }],
  ])("say the same about a bad %s", async (field, change) => {
    const { token, password } = await registerUser();
    const values = {
      current_password: password,
      confirm_password: change.new_password,
      revoke_personal_tokens: true,
      ...change,
    };
    const form = checkPasswordChange(values);
    expect(form.payload).toBeNull();
    const api = await call(changePassword, { token, body: passwordPayload(values) });
    expect(api.status).toBe(400);
    expect(form.errors[field]).toBeTruthy();
    expect(api.body).toEqual({ detail: form.errors[field] });
  });

  it("a confirmation that differs is the form's own message, and nothing is sent", () => {
    const form = checkPasswordChange({
      current_password: "x",
      new_password: "brand-new-pass",
      confirm_password: "brand-new-pas",
      revoke_personal_tokens: true,
    });
    expect(form).toEqual({ payload: null, errors: { confirm_password: "New passwords do not match" } });
  });
});
