/**
 * The preview's rows as they will be stored, from real exports read by the real importers:
 * the values written down here come from the files themselves.
 */
import { describe, expect, it } from "vitest";
import { recordRow } from "@/components/data-transfer/other-apps/record-text";
import type { ImportRecord } from "@/lib/data-transfer/other-apps/types";
import { importsAvailable, readImport } from "../../../support/import-fixture";

const MFP = "myfitnesspal/byroneng_";

describe.skipIf(!importsAvailable)("the preview's sample rows", () => {
  it("write a MyFitnessPal weight, day's steps and meal as they are stored", async () => {
    const read = await readImport([`${MFP}Measurement-Summary-full.csv`, `${MFP}Nutrition-Summary-full.csv`]);
    // 2014-07-18,0.0,183.8 (Weight in lbs); 2014-07-19,5227.0 (Fitbit steps)
    expect(recordRow(read.of("weight")[0]!)).toMatchObject({ date: "2014-07-18", text: "Weight 183.8 lbs" });
    expect(recordRow(read.of("steps")[0]!)).toEqual({ date: "2014-07-19", time: null, text: "5,227 steps" });
    // 2014-07-18,Snacks,232.0,35.0 (fat),…,31.0 (carbs),…,2.8 (protein)
    const snacks = recordRow(read.of("food")[0]!);
    expect(snacks.date).toBe("2014-07-18");
    expect(snacks.text).toMatch(/232 kcal · snack · P 2\.8 g, C 31 g, F 35 g$/);
  });

  it("write a blood pressure as one reading, a journal entry with its mood and tags", () => {
    const pressure: ImportRecord = {
      kind: "blood_pressure",
      date: "2024-01-02",
      items: [
        {
          kind: "health_metric",
          body: { metric_type: "blood_pressure_systolic", value: 121, unit: "mmHg", date: "2024-01-02", time: "08:15" },
        },
        {
          kind: "health_metric",
          body: { metric_type: "blood_pressure_diastolic", value: 79, unit: "mmHg", date: "2024-01-02", time: "08:15" },
        },
      ],
    };
    expect(recordRow(pressure)).toEqual({ date: "2024-01-02", time: "08:15", text: "121/79 mmHg" });
    const day: ImportRecord = {
      kind: "journal",
      date: "2024-01-03",
      items: [
        { kind: "journal_entry", body: { date: "2024-01-03", mood: 8, tags: ["work", "bike"], content: "Rode home." } },
      ],
    };
    expect(recordRow(day).text).toBe("Mood 8/10 · Tags: work, bike · “Rode home.”");
    const water: ImportRecord = {
      kind: "water",
      date: "2024-01-03",
      items: [{ kind: "water", body: { amount_ml: 500, date: "2024-01-03" } }],
    };
    expect(recordRow(water).text).toBe("500 ml");
    expect(recordRow(water, true).text).toBe("500 ml (16.9 fl oz)");
  });
});
