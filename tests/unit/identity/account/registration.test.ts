/** The registration form's own checks: date of birth, imperial units before conversion, the age it sends. */
import { describe, expect, it } from "vitest";
import {
  checkRegistration,
  convertUnits,
  displayAge,
  INITIAL_VALUES,
  messageOf,
  type RegisterValues,
} from "@/components/auth/registration";

const TODAY = "2026-11-20";
const values: RegisterValues = {
  ...INITIAL_VALUES,
  name: "Robin Tester",
  email: "robin@example.com",
  password: "first-pass-1",
  birth_date: "1990-05-15",
  feet: "5",
  inches: "10",
  current_weight: "180",
  goal_weight: "170",
};
const check = (change: Partial<RegisterValues>, imperial = true) =>
  checkRegistration({ ...values, ...change }, imperial, TODAY, "Europe/Berlin");

describe("registration form", () => {
  it("sends imperial input converted to metric, with the age of the date of birth", () => {
    const { errors, payload } = check({});
    expect(errors).toEqual({});
    expect(payload).toMatchObject({ age: 36, use_imperial: true, time_zone: "Europe/Berlin" });
    expect(payload!.height_cm).toBeCloseTo(177.8, 6);
    expect(payload!.current_weight_kg).toBeCloseTo(180 * 0.453592, 6);
  });

  it("checks imperial ranges in the user's units", () => {
    const errors = check({ feet: "9", inches: "11.5", current_weight: "49", goal_weight: "" }).errors;
    expect(messageOf(errors, "feet")).toBe("Feet must be between 0 and 8");
    expect(messageOf(errors, "inches")).toBe("Inches must be a whole number");
    expect(messageOf(errors, "current_weight")).toBe("Current weight must be between 50 and 1000 lbs");
    expect(messageOf(errors, "goal_weight")).toBe("Goal weight is required");
    expect(messageOf(check({ feet: "0", inches: "0" }).errors, "feet")).toBe(
      "Height must be between 3 ft 4 in and 8 ft 2 in",
    );
  });

  it("checks the date of birth, then the age it gives", () => {
    expect(messageOf(check({ birth_date: "" }).errors, "birth_date")).toBe("Date of birth is required");
    expect(messageOf(check({ birth_date: "2026-11-21" }).errors, "birth_date")).toBe(
      "Date of birth must be between 1900-01-01 and today",
    );
    expect(messageOf(check({ birth_date: "1899-12-31" }).errors, "birth_date")).toBe(
      "Date of birth must be between 1900-01-01 and today",
    );
    expect(messageOf(check({ birth_date: "2014-01-01" }).errors, "birth_date")).toBe("Age must be between 13 and 120");
  });

  it("shows the age once the date is complete, and carries values across units", () => {
    expect(displayAge("1990-11-21", TODAY)).toBe(35);
    expect(displayAge("1990-11", TODAY)).toBeNull();
    expect(displayAge("1990-11-21", undefined)).toBeNull();
    const metric = convertUnits(values, false);
    expect(metric).toMatchObject({ height_cm: "178", current_weight: "81.6", goal_weight: "77.1" });
    expect(convertUnits(metric, true)).toMatchObject({ feet: "5", inches: "10", current_weight: "179.9" });
  });
});
