/**
 * What the insights calls answer, as schemas: the OpenAPI document is generated from them and
 * the contract tests hold every real answer to them.
 */
import * as z from "zod/mini";
import { COMPONENTS, type ComponentId } from "./score";

/** A component of the health score: consistency, nutrition, exercise, sleep, mood, migraine, medication. */
const componentId = z.enum(COMPONENTS.map((c) => c.id) as [ComponentId, ...ComponentId[]]);

/** The insights state (`insightsState`): the four headline figures and what backs each. */
export const insightsStateSchema = z.object({
  /** 0-100; null while there is nothing to score or not enough days yet. */
  healthScore: z.nullable(z.int()),
  weeklyTrend: z.nullable(z.enum(["improving", "steady", "declining"])),
  streakDays: z.int(),
  /** The category of the best-scoring component. */
  topCategory: z.nullable(z.string()),
  /** True for a user with nothing to compute from yet. */
  empty: z.boolean(),
  /** Whether the account has enough days behind it for a score. */
  scoreGate: z.object({ ready: z.boolean(), daysWithData: z.int(), daysSinceSignUp: z.int() }),
  /** The components the score rests on, each 0-100 with its weight and its figure in words. */
  breakdown: z.array(
    z.object({ id: componentId, label: z.string(), weight: z.number(), score: z.int(), detail: z.string() }),
  ),
  /** The components left out of the score for want of data. */
  notScored: z.array(componentId),
  trendReason: z.nullable(z.string()),
  goals: z.array(
    z.object({ id: z.enum(["exercise", "meals", "medications"]), label: z.string(), done: z.int(), target: z.int() }),
  ),
  recommendations: z.array(z.object({ id: z.string(), title: z.string(), text: z.string(), why: z.string() })),
});

/** The AI's prose over the computed insights. */
export const insightSummarySchema = z.object({ summary: z.string() });
