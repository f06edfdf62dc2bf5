import { describe, expect, it } from "vitest";
import { csvCell, csvText, neutralise, restore } from "@/lib/data-transfer/export/csv";
import { parseCsv, parseCsvRecords } from "@/lib/data-transfer/export/csv-parse";

describe("CSV cells", () => {
  it.each(["=1+1", "+1", "-2", "@SUM(A1)", "\tTab", "\rCR", "'=already"])(
    "neutralises %j against formula injection, and restore undoes it",
    (text) => {
      const safe = neutralise(text);
      expect(safe).toBe(`'${text}`);
      expect(restore(safe)).toBe(text);
    },
  );

  it("leaves ordinary text and numbers alone", () => {
    expect(neutralise("Porridge")).toBe("Porridge");
    expect(restore("'quoted")).toBe("'quoted");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(["Stress", "Lack of sleep"])).toBe('"[""Stress"",""Lack of sleep""]"');
  });

  it("round-trips awkward text through csvText and parseCsv", () => {
    const rows = [
      { a: 'He said "hi", then left', b: "line one\nline two" },
      { a: "=cmd|' /C calc'!A0", b: "" },
    ];
    const text = csvText(["a", "b"], rows);
    const parsed = parseCsvRecords(text);
    expect(parsed).toEqual([
      { a: 'He said "hi", then left', b: "line one\nline two" },
      { a: "'=cmd|' /C calc'!A0", b: "" },
    ]);
    expect(parseCsv("x,y\r\n1,2\r\n")).toEqual([
      ["x", "y"],
      ["1", "2"],
    ]);
  });
});

describe("CSV cells starting with full-width or small formula signs", () => {
  it.each(["＝1+1", "＋1", "－2", "＠SUM(A1)", "﹦1", "﹢1", "﹣1", "﹫A1", "'＝already"])(
    "neutralises %j, and restore undoes it",
    (text) => {
      const safe = neutralise(text);
      expect(safe).toBe(`'${text}`);
      expect(restore(safe)).toBe(text);
    },
  );
});
