/** The operations of Smart Insights: the figures computed from the user's data, and the AI's summary of them. */
import { insightSummarySchema, insightsStateSchema } from "@/lib/insights/responses";
import { endpoint } from "../endpoint";

const tag = "Insights";

export const insightsEndpoints = {
  get: endpoint({
    method: "get",
    path: "/api/insights",
    summary: "Get my insights",
    description:
      "The health score (0-100 over the last 7 days), weekly trend, logging streak and top category, with the " +
      "score's breakdown, weekly goals and recommendations. Every plan.",
    tag,
    responses: {
      200: {
        description: "The insights state.",
        schema: insightsStateSchema,
        example: {
          healthScore: 78,
          weeklyTrend: "improving",
          streakDays: 12,
          topCategory: "Nutrition",
          empty: false,
          scoreGate: { ready: true, daysWithData: 40, daysSinceSignUp: 45 },
          breakdown: [
            {
              id: "nutrition",
              label: "Calories near goal",
              weight: 20,
              score: 92,
              detail: "1,930 kcal a day on 6 logged days against 2,000 kcal",
            },
            {
              id: "exercise",
              label: "Exercise vs weekly goal",
              weight: 20,
              score: 67,
              detail: "2 workouts in 7 days, goal 3 a week",
            },
          ],
          notScored: ["migraine", "medication"],
          trendReason: "Score 71 last week, 78 this week: exercise vs weekly goal rose from 33 to 67.",
          goals: [
            { id: "exercise", label: "Exercise 3x a week", done: 2, target: 3 },
            { id: "meals", label: "Log meals daily", done: 6, target: 7 },
          ],
          recommendations: [
            {
              id: "exercise-timing",
              title: "Exercise timing",
              text: "Put your remaining workouts in your calendar at a fixed time of day, so they happen without a decision.",
              why: "2 workouts in the last 7 days against a goal of 3 a week.",
            },
          ],
        },
      },
    },
  }),
  summary: endpoint({
    method: "post",
    path: "/api/insights/summary",
    summary: "Write a summary of my insights",
    description:
      "A few sentences by the AI model from the computed figures only. Premium; 400 with nothing logged to " +
      "summarise; 503 when AI is not configured or unreachable; 502 when the model fails.",
    tag,
    requires: "ai",
    writes: false,
    callsOutside: true,
    responses: {
      200: {
        description: "The summary.",
        schema: insightSummarySchema,
        example: {
          summary:
            "You logged something on each of the last 12 days and your calories stayed close to your goal. " +
            "Two workouts this week: one more reaches your goal of 3.",
        },
      },
    },
    throws: [400, 502, 503],
  }),
};
