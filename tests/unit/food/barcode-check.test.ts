import { describe, expect, it } from "vitest";
import { barcodeProblem, gs1CheckDigit, normalizeBarcode, upcEToUpcA } from "@/lib/food/barcode-check";

describe("barcode check digits", () => {
  it.each(["96385074", "036000291452", "3017620422003", "00012345600012"])("accepts %s", (code) => {
    expect(barcodeProblem(code)).toBeNull();
  });
  it("rejects a wrong check digit, letters and odd lengths", () => {
    expect(barcodeProblem("3017620422004")).toMatch(/check digit/);
    expect(barcodeProblem("30176204x2003")).toMatch(/digits only/);
    expect(barcodeProblem("1234567")).toMatch(/8, 12, 13 or 14/);
  });
  it("computes the GS1 digit and reads UPC-A as EAN-13", () => {
    expect(gs1CheckDigit("301762042200")).toBe(3);
    expect(normalizeBarcode(" 036000291452 ")).toBe("0036000291452");
  });

  it("writes UPC-E out as UPC-A, whose check digit then holds", () => {
    expect(upcEToUpcA("01234565")).toBe("012345000065");
    expect(upcEToUpcA("04252614")).toBe("042100005264");
    expect(barcodeProblem(upcEToUpcA("04252614")!)).toBeNull();
    expect(upcEToUpcA("91234565")).toBeNull();
  });
});
