/** The operation of the migraine care figures: what a headache clinic reads from the diary. */
import { migraineInsightsSchema } from "@/lib/migraine-insights/responses";
import { insightsQuerySchema } from "@/lib/migraine-insights/schema";
import { endpoint } from "../endpoint";

const zeros = { triptan: 0, simple_analgesic: 0, combination_analgesic: 0, opioid: 0, ergot: 0, gepant: 0, other: 0 };
const month = (m: string, headache: number, triptan: number, simple: number) => ({
  month: m,
  headache_days: headache,
  migraine_days: headache,
  acute_medication_days: { ...zeros, triptan, simple_analgesic: simple },
  any_acute_medication_days: Math.max(triptan, simple),
});
const monthly = [month("2026-08", 13, 11, 2), month("2026-09", 12, 10, 1), month("2026-10", 14, 12, 3)];

export const migraineInsightsEndpoints = {
  get: endpoint({
    method: "get",
    path: "/api/migraine-insights",
    summary: "Get my migraine care figures",
    description:
      "Per calendar month, for the `months` (1-24, default 3) complete months before the current one and the " +
      "current month so far: headache days, migraine days and days with acute medication of each class. With " +
      "them the medication-overuse verdict after ICHD-3 8.2 over the last 3 complete months (information, not a " +
      "diagnosis), the latest MIDAS and HIT-6 with their grades and when they are due again, each preventive's " +
      "migraine days in the 3 months before and after its start with the 50 % responder verdict, and the factor " +
      "analysis of the Health Reports tab with its sample sizes. Dates are the user's local dates. Every plan.",
    tag: "Health",
    query: insightsQuerySchema,
    responses: {
      200: {
        description: "The migraine care figures.",
        schema: migraineInsightsSchema,
        example: {
          months: 3,
          today: "2026-11-27",
          monthly,
          current_month: month("2026-11", 9, 8, 1),
          medication_overuse: {
            flagged: true,
            class: "triptan",
            classes: ["triptan"],
            average_days_per_month: 11,
            months: ["2026-08", "2026-09", "2026-10"],
            counts: {
              months: monthly,
              days_by_class: { ...zeros, triptan: 33, simple_analgesic: 6 },
              multiple_class_days: 35,
              counted_days: 35,
            },
          },
          midas: {
            date: "2026-10-02",
            score: 24,
            grade: "IV",
            label: "Severe disability",
            due_on: "2027-01-02",
            due: false,
          },
          hit6: {
            date: "2026-10-30",
            score: 62,
            grade: "severe",
            label: "Severe impact",
            due_on: "2026-11-27",
            due: true,
          },
          preventives: [
            {
              medication_id: "7d9e1c2a-4b3f-4e8a-9c1d-2f6b8a0e3c5d",
              name: "Propranolol",
              dosage: "80 mg",
              medication_status: "active",
              start_date: "2026-05-12",
              before: {
                months: [
                  { month: "2026-02", migraine_days: 10 },
                  { month: "2026-03", migraine_days: 12 },
                  { month: "2026-04", migraine_days: 11 },
                ],
                migraine_days: 33,
                average_per_month: 11,
                covered: true,
              },
              after: {
                months: [
                  { month: "2026-06", migraine_days: 6 },
                  { month: "2026-07", migraine_days: 5 },
                  { month: "2026-08", migraine_days: 4 },
                ],
                migraine_days: 15,
                average_per_month: 5,
                covered: true,
              },
              status: "complete",
              reduction_percent: 54.5,
              responder: true,
            },
          ],
          factors: {
            days_of_data: 84,
            enough_data: true,
            comparisons: 12,
            results: [
              {
                key: "poor_sleep",
                label: "Poor sleep (journal sleep 5/10 or less)",
                lag: "day_before",
                with_days: 21,
                with_migraine_days: 11,
                without_days: 60,
                without_migraine_days: 9,
                rate_with: 0.52,
                rate_without: 0.15,
                p_value: 0.0009,
                risk_ratio: 3.49,
                ci_low: 1.69,
                ci_high: 7.22,
                grade: "strong",
                prespecified: true,
                suspected_since: "2026-01-05",
                more_days: null,
                notable: true,
                direction: "more",
              },
            ],
            joint: {
              days: 81,
              factors: [
                {
                  key: "poor_sleep",
                  label: "Poor sleep (journal sleep 5/10 or less)",
                  lag: "day_before",
                  odds_ratio: 4.1,
                  rank: 1,
                },
              ],
            },
            window_days: 180,
          },
        },
      },
    },
  }),
};
