import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { midasAnswersSchema, scoreMidas, type MidasAnswers } from "@/lib/migraine/midas";

/** Answers with the five scored questions as given and A, B fixed. */
function answers([q1, q2, q3, q4, q5]: number[], extra = { headache_days: 12, pain: 6 }): MidasAnswers {
  return {
    missed_work_school: q1!,
    reduced_work_school: q2!,
    missed_household: q3!,
    reduced_household: q4!,
    missed_family_social: q5!,
    ...extra,
  };
}

describe("MIDAS scoring", () => {
  it.each([
    [[0, 0, 0, 0, 0], 0, "I", "Little or no disability"],
    [[1, 1, 1, 1, 1], 5, "I", "Little or no disability"],
    [[2, 1, 1, 1, 1], 6, "II", "Mild disability"],
    [[2, 2, 2, 2, 2], 10, "II", "Mild disability"],
    [[3, 2, 2, 2, 2], 11, "III", "Moderate disability"],
    [[4, 4, 4, 4, 4], 20, "III", "Moderate disability"],
    [[5, 4, 4, 4, 4], 21, "IV", "Severe disability"],
    [[90, 90, 90, 90, 90], 450, "IV", "Severe disability"],
  ])("answers %j total %d, grade %s", (days, total, grade, label) => {
    expect(scoreMidas(answers(days))).toEqual({ total, grade, label });
  });

  it("records questions A and B without scoring them", () => {
    const low = scoreMidas(answers([1, 1, 1, 1, 1], { headache_days: 0, pain: 0 }));
    const high = scoreMidas(answers([1, 1, 1, 1, 1], { headache_days: 90, pain: 10 }));
    expect(low).toEqual(high);
    expect(high.total).toBe(5);
  });
});

describe("MIDAS answers", () => {
  const valid = answers([0, 90, 3, 4, 5], { headache_days: 90, pain: 10 });

  it("accepts whole days from 0 to 90 and pain from 0 to 10", () => {
    expect(z.parse(midasAnswersSchema, valid)).toEqual(valid);
  });

  it.each([
    ["missed_work_school", 91, "Question 1 must be a whole number of days from 0 to 90"],
    ["reduced_household", -1, "Question 4 must be a whole number of days from 0 to 90"],
    ["missed_family_social", 2.5, "Question 5 must be a whole number of days from 0 to 90"],
    ["headache_days", "3", "Question A must be a whole number of days from 0 to 90"],
    ["pain", 11, "Pain must be a whole number from 0 to 10"],
    ["reduced_work_school", undefined, "Question 2 must be a whole number of days from 0 to 90"],
  ])("refuses %s = %j", (field, value, message) => {
    const result = z.safeParse(midasAnswersSchema, { ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });
});
