import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ACUTE_CLASS_IDS, acuteClassLabel, acuteClassSchema } from "@/lib/migraine/acute-classes";

describe("acute medication classes", () => {
  it("offers the seven classes with their labels", () => {
    expect(ACUTE_CLASS_IDS.map(acuteClassLabel)).toEqual([
      "Triptan",
      "Simple analgesic or NSAID",
      "Combination analgesic",
      "Opioid",
      "Ergot",
      "Gepant",
      "Other",
    ]);
  });

  it("accepts a class id and refuses anything else", () => {
    expect(z.parse(acuteClassSchema, "gepant")).toBe("gepant");
    expect(z.safeParse(acuteClassSchema, "Triptan").error?.issues[0]?.message).toBe(
      "Medication class must be one of triptan, simple_analgesic, combination_analgesic, opioid, ergot, gepant, other",
    );
  });
});
