import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { HIT6_ITEMS, hit6AnswersSchema, scoreHit6, type Hit6Answer, type Hit6Answers } from "@/lib/migraine/hit6";

/** The six answers in question order. */
function answers(list: Hit6Answer[]): Hit6Answers {
  return Object.fromEntries(HIT6_ITEMS.map((item, i) => [item.id, list[i]!])) as Hit6Answers;
}
const all = (a: Hit6Answer) => answers(Array<Hit6Answer>(6).fill(a));

describe("HIT-6 scoring", () => {
  it("scores every answer at its published points: Never 36, Rarely 48, Sometimes 60, Very often 66, Always 78", () => {
    expect(scoreHit6(all("never"))).toEqual({ total: 36, band: "little", label: "Little or no impact" });
    expect(scoreHit6(all("rarely")).total).toBe(48);
    expect(scoreHit6(all("sometimes")).total).toBe(60);
    expect(scoreHit6(all("very_often")).total).toBe(66);
    expect(scoreHit6(all("always"))).toEqual({ total: 78, band: "severe", label: "Severe impact" });
  });

  it.each<[Hit6Answer[], number, string]>([
    // 13 + 8 + 8 + 8 + 6 + 6
    [["always", "rarely", "rarely", "rarely", "never", "never"], 49, "little"],
    // 10 + 8 × 5
    [["sometimes", "rarely", "rarely", "rarely", "rarely", "rarely"], 50, "some"],
    // 11 × 3 + 8 × 2 + 6
    [["very_often", "very_often", "very_often", "rarely", "rarely", "never"], 55, "some"],
    // 10 × 4 + 8 × 2
    [["sometimes", "sometimes", "sometimes", "sometimes", "rarely", "rarely"], 56, "substantial"],
    // 11 + 10 × 4 + 8
    [["very_often", "sometimes", "sometimes", "sometimes", "sometimes", "rarely"], 59, "substantial"],
    // 13 + 11 + 10 + 10 + 8 + 8
    [["always", "very_often", "sometimes", "sometimes", "rarely", "rarely"], 60, "severe"],
  ])("bands the edges: %j is %d, %s", (list, total, band) => {
    expect(scoreHit6(answers(list))).toMatchObject({ total, band });
  });

  it("holds the six published questions in order", () => {
    expect(HIT6_ITEMS.map((i) => i.text)).toEqual([
      "When you have headaches, how often is the pain severe?",
      "How often do headaches limit your ability to do usual daily activities including household work, work, school, or social activities?",
      "When you have a headache, how often do you wish you could lie down?",
      "In the past 4 weeks, how often have you felt too tired to do work or daily activities because of your headaches?",
      "In the past 4 weeks, how often have you felt fed up or irritated because of your headaches?",
      "In the past 4 weeks, how often did headaches limit your ability to concentrate on work or daily activities?",
    ]);
  });
});

describe("HIT-6 answers", () => {
  it("accepts the five answers and refuses anything else or a missing one", () => {
    expect(z.safeParse(hit6AnswersSchema, all("very_often")).success).toBe(true);
    const wrong = z.safeParse(hit6AnswersSchema, { ...all("never"), lie_down: "often" });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([
      "Question 3 must be answered with one of never, rarely, sometimes, very_often, always",
    ]);
    const { concentration: _, ...five } = all("never");
    expect(z.safeParse(hit6AnswersSchema, five).success).toBe(false);
  });
});
