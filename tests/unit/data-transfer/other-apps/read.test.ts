import { zipSync, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { CsvStream } from "@/lib/data-transfer/other-apps/csv-stream";
import { DAMAGED_ZIP, UNKNOWN_FORMAT } from "@/lib/data-transfer/other-apps/read";
import { clockTime, parseOffsetDateTime } from "@/lib/data-transfer/other-apps/time";
import type { ImportRecord } from "@/lib/data-transfer/other-apps/types";
import { refusedItems } from "../../../support/batch-item-check";
import { memoryFile, readImport } from "../../../support/import-fixture";

function rowsOf(text: string, piece: number): string[][] {
  const rows: string[][] = [];
  const csv = new CsvStream((r) => rows.push(r));
  for (let at = 0; at < text.length; at += piece) csv.push(text.slice(at, at + piece));
  csv.end();
  return rows;
}

describe("CSV read in pieces", () => {
  const text = 'Day,Food Name,Amount\r\n2022-11-03,"Eggs, ""large""","4.00 medium"\r\n\r\n2022-11-04,Tea,1\n';
  it.each([1, 2, 3, 5, 100])("gives the same rows whatever the piece size (%i)", (piece) => {
    expect(rowsOf(text, piece)).toEqual([
      ["Day", "Food Name", "Amount"],
      ["2022-11-03", 'Eggs, "large"', "4.00 medium"],
      ["2022-11-04", "Tea", "1"],
    ]);
  });
  it("keeps a line break inside quotes and a last row without one", () => {
    expect(rowsOf('a,"x\ny"\nb,c', 2)).toEqual([
      ["a", "x\ny"],
      ["b", "c"],
    ]);
  });
});

describe("times", () => {
  it("reads Apple's offset timestamps as instants", () => {
    expect(parseOffsetDateTime("2019-06-17 21:07:11 -0400")?.toISOString()).toBe("2019-06-18T01:07:11.000Z");
    expect(parseOffsetDateTime("2024-09-15T08:00:00+00:00")?.toISOString()).toBe("2024-09-15T08:00:00.000Z");
    expect(parseOffsetDateTime("2019-06-17 21:07:11")).toBeNull();
  });
  it.each([
    ["9:51 AM", "09:51"],
    ["12:10 AM", "00:10"],
    ["12:10 PM", "12:10"],
    ["6:50 pm", "18:50"],
    ["05:17", "05:17"],
    ["21:06:33", "21:06"],
    ["", null],
    ["25:00", null],
  ])("clock %s → %s", (text, time) => expect(clockTime(text)).toBe(time));
});

describe("files nobody knows", () => {
  it("names an unknown format and reads nothing", async () => {
    const { outcomes, records } = await readImport([memoryFile("notes.txt", "hello, world\n")]);
    expect(outcomes).toEqual([{ name: "notes.txt", source: null, fileKind: null, error: UNKNOWN_FORMAT }]);
    expect(records).toHaveLength(0);
  });
  it("says a damaged zip is damaged", async () => {
    const zip = zipSync({ "a/export.xml": strToU8("<HealthData>".repeat(5000)) });
    const cut = zip.slice(0, Math.floor(zip.length / 2));
    const { outcomes, records } = await readImport([memoryFile("export.zip", cut, 512)]);
    expect(outcomes).toEqual([{ name: "export.zip", source: null, fileKind: null, error: DAMAGED_ZIP }]);
    expect(records).toHaveLength(0);
  });
});

describe("the check of imported items against the batch kinds' schemas", () => {
  it("names an item its route would refuse", () => {
    const weight = { metric_type: "weight", value: 5000, unit: "kg", date: "2020-01-01" };
    const record: ImportRecord = {
      kind: "weight",
      date: "2020-01-01",
      items: [{ kind: "health_metric", body: weight }],
    };
    expect(refusedItems([record])).toEqual(["health_metric 2020-01-01: Weight must be between 20 and 500 kg"]);
  });
});
