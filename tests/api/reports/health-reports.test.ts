import { describe, expect, it } from "vitest";
import { GET as report } from "@/app/api/health-reports/[kind]/route";
import { download, pdfText, seededUser } from "../export/seed";
import { formatMonth } from "@/lib/time/format";

const text = (bytes: Buffer) => pdfText(bytes).replace(/[ \t]+/g, " ");

describe("GET /api/health-reports/{kind}", () => {
  it("Monthly Health Summary: this month's figures", async () => {
    const { token, today } = await seededUser("pro");
    const res = await download(report, { token, params: { kind: "monthly" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const t = text(res.bytes);
    expect(t).toContain("Monthly Health Summary");
    expect(t).toContain(`Month: ${formatMonth(today.slice(0, 7))}`);
    expect(t).toContain("Calories consumed per day");
    expect(t).toContain("Daily goal:");
  });

  it("Migraine Pattern Report: episodes, severity, triggers and symptoms", async () => {
    const { token } = await seededUser("pro");
    const t = text((await download(report, { token, params: { kind: "migraines" } })).bytes);
    expect(t).toContain("Episodes: 2");
    expect(t).toContain("Migraine days: 2");
    expect(t).toContain("Average severity: 6/10");
    expect(t).toContain("Average duration: 4 h");
    expect(t).toContain("Stress (2), Lack of sleep (1)");
    expect(t).toContain("Nausea (2), Fatigue (1)");
  });

  it("Mood & Energy Trends: the journal's averages", async () => {
    const { token } = await seededUser("pro");
    const t = text((await download(report, { token, params: { kind: "mood" } })).bytes);
    expect(t).toContain("Journal entries in the last 30 days: 1");
    expect(t).toMatch(/Mood 8 8/);
    expect(t).toMatch(/Sleep 6 6/);
  });

  it("Medication Adherence: each scheduled medication's doses taken", async () => {
    const { token } = await seededUser("pro");
    const t = text((await download(report, { token, params: { kind: "medications" } })).bytes);
    expect(t).toContain("Propranolol");
    expect(t).toContain("100% (1/1)");
  });

  it("is a Pro feature, and an unknown report is a 404", async () => {
    const { token } = await seededUser("trial");
    const refused = await download(report, { token, params: { kind: "monthly" } });
    expect(refused.status).toBe(402);
    expect(refused.json().detail).toBe("Downloading PDF health reports requires the Pro plan. Upgrade to continue.");
    const pro = await seededUser("pro");
    const unknown = await download(report, { token: pro.token, params: { kind: "weekly" } });
    expect(unknown.status).toBe(404);
  });
});
