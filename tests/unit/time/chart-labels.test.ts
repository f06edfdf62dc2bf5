/** Dates on a chart's axis: the reader's locale, and never ambiguous. */
import { describe, expect, it } from "vitest";
import { chartDayLabel, chartMonthLabel, localeFromAcceptLanguage } from "@/lib/time/chart-labels";

describe("chart date labels", () => {
  it("writes the month as a word in the reader's order, so 3/4 is never a question", () => {
    expect(chartDayLabel("2026-03-04")).toBe("Mar 4");
    expect(chartDayLabel("2026-03-04", "en-US")).toBe("Mar 4");
    expect(chartDayLabel("2026-03-04", "en-GB")).toBe("4 Mar");
    expect(chartDayLabel("2026-11-21", "de-DE")).toBe("21. Nov.");
    expect(chartDayLabel("2026-03-04", "en-US")).not.toMatch(/\d+\/\d+/);
  });

  it("keeps a month's whole year: Nov 2026, never Nov 26", () => {
    expect(chartMonthLabel("2026-11")).toBe("Nov 2026");
    expect(chartMonthLabel("2026-11", "en-GB")).toBe("Nov 2026");
    expect(chartMonthLabel("2026-11")).not.toBe("Nov 26");
  });

  it("is the same day in every time zone of the server", () => {
    // a calendar date, not an instant: midnight UTC is the evening before in New York
    expect(chartDayLabel("2026-01-01", "en-US")).toBe("Jan 1");
  });

  it("takes the browser's first known language from Accept-Language", () => {
    expect(localeFromAcceptLanguage("en-GB,en;q=0.9")).toBe("en-GB");
    expect(localeFromAcceptLanguage("de-CH;q=0.9, fr;q=0.8")).toBe("de-CH");
    expect(localeFromAcceptLanguage("*")).toBe("en-US");
    expect(localeFromAcceptLanguage("not a tag!!, fr-FR")).toBe("fr-FR");
    expect(localeFromAcceptLanguage(null)).toBe("en-US");
  });
});
