import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  dateSchema,
  formNumber,
  isUuid,
  numberSchema,
  optionalText,
  readNumber,
  requiredText,
  timeSchema,
  tooLong,
} from "@/lib/validation/common";
import { fieldErrors, issueDetail, validate } from "@/lib/validation/issues";

describe("shared schema pieces", () => {
  it("takes a real calendar date from 1900 to 2100, and names the field when refusing", () => {
    expect(z.safeParse(dateSchema(), "2024-02-29").success).toBe(true);
    for (const bad of ["2026-02-30", "1899-12-31", "2101-01-01", "2026-1-5", 20260105]) {
      const r = z.safeParse(dateSchema("Start date"), bad);
      expect(r.success, String(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(
        "Start date must be a real calendar date (YYYY-MM-DD) from 1900 to 2100",
      );
    }
  });

  it("takes HH:MM on a 24-hour clock", () => {
    expect(z.safeParse(timeSchema(), "23:59").success).toBe(true);
    for (const bad of ["24:00", "7:30", "12:60", ""])
      expect(z.safeParse(timeSchema(), bad).error?.issues[0]?.message).toBe(
        "Time must be a time of day (HH:MM, 00:00 to 23:59)",
      );
  });

  it("tells a missing number from one that is not a number", () => {
    const calories = numberSchema("Calories");
    expect(z.safeParse(calories, undefined).error?.issues[0]?.message).toBe("Calories is required");
    expect(z.safeParse(calories, Number.NaN).error?.issues[0]?.message).toBe("Calories must be a number");
    expect(z.safeParse(calories, "12").error?.issues[0]?.message).toBe("Calories must be a number");
    expect(z.safeParse(calories, 12).success).toBe(true);
  });

  it("words a missing number where 'is' reads wrong", () => {
    const calories = numberSchema("Calories", { required: "Calories are required" });
    expect(z.safeParse(calories, undefined).error?.issues[0]?.message).toBe("Calories are required");
    expect(z.safeParse(calories, Number.NaN).error?.issues[0]?.message).toBe("Calories must be a number");
  });

  it("trims required text and says one thing about its length", () => {
    const name = requiredText("Name", 5);
    expect(z.parse(name, "  Ann ")).toBe("Ann");
    expect(z.safeParse(name, "   ").error?.issues[0]?.message).toBe("Name is required");
    expect(z.safeParse(name, undefined).error?.issues[0]?.message).toBe("Name is required");
    expect(z.safeParse(name, "Annabel").error?.issues[0]?.message).toBe("Name must be at most 5 characters");
    const goals = requiredText("Goals", 5, { required: "Please enter your goals" });
    expect(z.safeParse(goals, "").error?.issues[0]?.message).toBe("Please enter your goals");
    expect(tooLong("Content", 20_000)).toBe("Content must be at most 20,000 characters");
  });

  it("stores optional text trimmed, and blank, null or missing as null", () => {
    const notes = optionalText("Notes", 4);
    expect(z.parse(notes, " ok ")).toBe("ok");
    for (const blank of ["   ", "", null, undefined]) expect(z.parse(notes, blank)).toBeNull();
    expect(z.safeParse(notes, "toolong").error?.issues[0]?.message).toBe("Notes must be at most 4 characters");
    expect(z.safeParse(notes, 5).error?.issues[0]?.message).toBe("Notes must be text");
  });

  it("reads a number field as typed, a decimal comma included", () => {
    expect(readNumber(" 2,5 ")).toBe(2.5);
    expect(readNumber("-3")).toBe(-3);
    expect(readNumber("1e3")).toBeNull();
    expect(readNumber("12 kg")).toBeNull();
    expect(formNumber("  ")).toBeUndefined();
    expect(formNumber("lots")).toBeNaN();
    expect(formNumber("0,5")).toBe(0.5);
  });

  it("knows a row id", () => {
    expect(isUuid("7f1d0c8e-3b7a-4c55-9a43-2f7e6b1c0a11")).toBe(true);
    expect(isUuid("7f1d0c8e3b7a4c559a432f7e6b1c0a11")).toBe(false);
  });
});

describe("reading a failed parse", () => {
  const schema = z.object({
    name: z.string({ error: "Name is required" }).check(z.minLength(1, "Name is required")),
    age: numberSchema("Age").check(z.minimum(13, "Age must be at least 13")),
    tags: z.array(z.string()),
  });

  it("keeps the first message of each field, for the form", () => {
    const r = validate(schema, { name: "", age: 3, tags: [1, 2] });
    expect(r).toMatchObject({ ok: false, errors: { name: "Name is required", age: "Age must be at least 13" } });
    expect(r.ok === false && r.errors.tags).toBe("Tags must hold only text values");
    expect(validate(schema, { name: "A", age: 30, tags: [] })).toEqual({
      ok: true,
      data: { name: "A", age: 30, tags: [] },
    });
  });

  it("gives the API one sentence, naming the field by its label where the message does not", () => {
    expect(issueDetail(z.safeParse(schema, { name: "", age: 30, tags: [] }).error!)).toBe("Name is required");
    expect(issueDetail(z.safeParse(schema, { name: "A", age: 30, tags: [1] }).error!)).toBe(
      "Tags must hold only text values",
    );
    expect(issueDetail(z.safeParse(schema, { name: "A", age: 30, tags: "calm" }).error!)).toBe("Tags must be a list");
    const hours = z.object({ duration_hours: z.number() });
    expect(issueDetail(z.safeParse(hours, { duration_hours: "x" }).error!)).toBe("Duration must be a number");
    const steps = z.object({ steps: z.number().check(z.maximum(10)) });
    expect(issueDetail(z.safeParse(steps, { steps: 11 }).error!)).toBe("Steps is not valid");
    expect(fieldErrors({ issues: [{ path: [], message: "Nothing to update" }] })).toEqual({ "": "Nothing to update" });
  });
});
