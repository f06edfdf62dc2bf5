import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Chart } from "@/components/ui/chart";
import { gradeBands, gradeMeaning, gradeName, retakeLine } from "@/lib/questionnaires/display";

describe("questionnaire display", () => {
  it("shades HIT-6's four published bands across its 36–78 scale", () => {
    expect(gradeBands("hit6")).toEqual([
      { from: 36, to: 50, label: "Little or no impact" },
      { from: 50, to: 56, label: "Some impact" },
      { from: 56, to: 60, label: "Substantial impact" },
      { from: 60, to: 78, label: "Severe impact" },
    ]);
  });

  it("shades MIDAS grades I–IV, the open-ended grade IV up to the highest score (at least to 31)", () => {
    const bands = gradeBands("midas");
    expect(bands.map((b) => [b.label, b.from, b.to])).toEqual([
      ["Grade I", 0, 6],
      ["Grade II", 6, 11],
      ["Grade III", 11, 21],
      ["Grade IV", 21, 31],
    ]);
    expect(gradeBands("midas", 140).at(-1)).toEqual({ from: 21, to: 140, label: "Grade IV" });
  });

  it("words the retake reminder: never taken, due on a date, due now", () => {
    expect(retakeLine("midas", { due_on: null, due: true })).toBe("MIDAS not taken yet: due now");
    expect(retakeLine("hit6", { due_on: "2026-04-11", due: false })).toBe("HIT-6 due again on Apr 11, 2026");
    expect(retakeLine("midas", { due_on: "2026-08-31", due: true })).toBe("MIDAS due now");
  });

  it("names grades and says what they mean", () => {
    expect(gradeName("midas", "III")).toBe("Grade III");
    expect(gradeName("hit6", "substantial")).toBe("Substantial impact");
    expect(gradeMeaning("midas", "I")).toMatch(/^Headaches cost you 0 to 5 days/);
    expect(gradeMeaning("hit6", "severe")).toMatch(/^A score of 60 or more/);
  });
});

describe("a chart with grade bands", () => {
  it("shades each band, names the tall ones and lists every band in its table", () => {
    const html = renderToStaticMarkup(
      Chart({
        title: "HIT-6 score over time",
        locale: "en-US",
        kind: "line",
        baseline: "data",
        height: 180,
        bands: gradeBands("hit6"),
        points: [
          { label: "2026-03-14", date: "2026-03-14", value: 60 },
          { label: "2026-04-11", date: "2026-04-11", value: 56 },
        ],
      }),
    );
    // the plot's svg is set as markup: four shaded rects, one per band
    expect(html.match(/fill-opacity/g)).toHaveLength(4);
    expect(html).toContain("Severe impact");
    expect(html).toContain("Little or no impact");
    expect(html).toContain("36 to 50");
    expect(html).toContain("60 to 78");
  });
});
