import { describe, expect, it } from "vitest";
import { ratios, viewVerdict } from "@/bench/report";
import { FLOOR_PAGE, JUDGED_VIEWS, VIEWS, scenarios, selected, type Context } from "@/bench/scenarios";
import { figures } from "./figures";

const DASHBOARD = "view: dashboard";

/** The dashboard with `cpu` ms a request, beside the empty page at `pageCpu` ms. */
const verdict = (cpu: number | null, { errors = 0, pageCpu = 2 as number | null } = {}) =>
  viewVerdict(ratios([figures(FLOOR_PAGE, 900, 20, 0, pageCpu), figures(DASHBOARD, 120, 90, errors, cpu)]), DASHBOARD);

describe("the bench's view verdict", () => {
  it("is met at up to 4 times the empty page's CPU a request, with no errors", () => {
    const v = verdict(8)!;
    expect(v.ok).toBe(true);
    expect(v.text).toBe(
      "view: dashboard: 8.00 ms CPU a request, 4.00x the empty page (2.00 ms; goal <= 4x), 0 errors: MET",
    );
  });

  it("is not met above 4 times, or with any error", () => {
    expect(verdict(8.1)!.ok).toBe(false);
    expect(verdict(8.1)!.text).toContain("4.05x the empty page");
    expect(verdict(6, { errors: 2 })!.text).toMatch(/2 errors: NOT MET$/);
  });

  it("gives no verdict without the empty page's CPU figure", () => {
    expect(verdict(6, { pageCpu: null })).toBeNull();
    expect(viewVerdict(ratios([figures(DASHBOARD, 120)]), DASHBOARD)).toBeNull();
  });

  it("puts each row's CPU beside the empty page's as a ratio", () => {
    const [page, view] = ratios([figures(FLOOR_PAGE, 900, 20, 0, 2.5), figures(DASHBOARD, 120, 90, 0, 7.5)]);
    expect(page!.cpuVsPage).toBe(1);
    expect(view!.cpuVsPage).toBe(3);
  });
});

describe("--only views", () => {
  const context: Context = {
    app: "http://app",
    floor: "http://floor",
    bare: "http://bare",
    readers: ["t"],
    readerCookies: ["c"],
    writers: ["w"],
    writerMedications: ["m"],
    writerPats: ["p"],
    heavyToken: "h",
    heavyCookie: "authjs.session-token=x",
    foodDay: "2026-10-26",
    heavyMonth: "2026-10",
    barcodes: ["2000000000015"],
  };

  it("keeps every view of the heavy user and the empty page, nothing else", () => {
    const kept = scenarios(context).filter((s) => selected(s, VIEWS));
    expect(kept[0]!.name).toBe(FLOOR_PAGE);
    for (const name of JUDGED_VIEWS) expect(kept.map((s) => s.name)).toContain(name);
    expect(kept.every((s) => s.name === FLOOR_PAGE || s.base === context.app)).toBe(true);
    const calendar = kept.find((s) => s.name === "view: calendar")!;
    expect(calendar.requests[0]).toMatchObject({
      path: "/calendar?month=2026-10",
      headers: { cookie: context.heavyCookie },
    });
    expect(kept.map((s) => s.name)).not.toContain("GET food day (50 entries)");
  });

  it("leaves every scenario in a run without --only", () => {
    expect(scenarios(context).filter((s) => selected(s, undefined))).toHaveLength(scenarios(context).length);
  });
});
