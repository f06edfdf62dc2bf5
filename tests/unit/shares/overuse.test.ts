import { describe, expect, it } from "vitest";
import { monthOveruse, treatmentClass } from "@/lib/shares/overuse";

const days = (n: number, treatment: string) =>
  Array.from({ length: n }, (_, i) => ({ date: `2026-10-${String(i + 1).padStart(2, "0")}`, treatment }));

describe("medication overuse (ICHD-3)", () => {
  it("reads simple analgesics alone as simple, anything else as the stricter class", () => {
    expect(treatmentClass("Ibuprofen 400 mg")).toBe("simple");
    expect(treatmentClass("paracetamol")).toBe("simple");
    expect(treatmentClass("Sumatriptan 50 mg")).toBe("specific");
    expect(treatmentClass("ibuprofen + paracetamol")).toBe("specific");
    expect(treatmentClass("Something new")).toBe("specific");
  });

  it("flags triptans from 10 days a month and simple analgesics from 15", () => {
    expect(monthOveruse(days(9, "Sumatriptan"))).toEqual({ days: 9, threshold: 10, flagged: false });
    expect(monthOveruse(days(10, "Sumatriptan"))).toEqual({ days: 10, threshold: 10, flagged: true });
    expect(monthOveruse(days(14, "Ibuprofen"))).toEqual({ days: 14, threshold: 15, flagged: false });
    expect(monthOveruse(days(15, "Ibuprofen"))).toEqual({ days: 15, threshold: 15, flagged: true });
    // one triptan day among simple analgesics: several classes, the lower threshold
    expect(monthOveruse([...days(11, "Ibuprofen"), { date: "2026-10-20", treatment: "Rizatriptan" }])).toMatchObject({
      days: 12,
      threshold: 10,
      flagged: true,
    });
  });

  it("counts a day once however many episodes were treated on it", () => {
    expect(monthOveruse([...days(3, "Aspirin"), ...days(3, "Aspirin")]).days).toBe(3);
    expect(monthOveruse([])).toEqual({ days: 0, threshold: 10, flagged: false });
  });
});
