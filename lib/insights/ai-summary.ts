/**
 * A short personalised summary of the insights, written by the text model from the
 * computed figures only (Premium; off when AI is not configured). A reply that mentions a
 * number not among the figures is refused rather than shown.
 */
import "server-only";
import { generateText } from "ai";
import { AI_UNREACHABLE, isAiUnreachable, languageModel } from "@/lib/ai/provider";
import { ApiError } from "@/lib/errors/api-error";
import { describeError, log } from "@/lib/log";
import { inventedNumbers, summaryFacts } from "./ai-facts";
import { SUMMARY_FAILED } from "./messages";
import type { Insights } from "./state";

export const NOT_CONFIGURED = "AI summaries are not configured.";
export const NOTHING_TO_SUMMARISE = "Log something first: the summary is written from your insights.";
const AI_TIMEOUT_MS = 30_000;

const SYSTEM =
  "You are a friendly health coach inside a personal health tracker. Write a short summary (2 to 4 sentences, " +
  "plain prose, no lists, no headings) of the user's week for them, addressed as 'you'. Use ONLY the facts given. " +
  "Do not introduce any number that is not in the facts, do not give medical diagnoses, and do not invent data.";

export async function writeInsightSummary(insights: Insights, name: string): Promise<string> {
  const model = languageModel("text");
  if (!model) throw ApiError.unavailable(NOT_CONFIGURED);
  const facts = summaryFacts(insights);
  if (facts.length === 0) throw ApiError.badRequest(NOTHING_TO_SUMMARISE);
  let text: string;
  try {
    ({ text } = await generateText({
      model,
      system: SYSTEM,
      prompt: `The user's first name: ${name.split(" ")[0]}.\nFacts:\n${facts.map((f) => `- ${f}`).join("\n")}`,
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(AI_TIMEOUT_MS),
    }));
  } catch (err) {
    log.warn("insight summary failed", { error: describeError(err) });
    if (isAiUnreachable(err)) throw ApiError.unavailable(AI_UNREACHABLE);
    throw new ApiError(502, SUMMARY_FAILED);
  }
  const summary = text.trim();
  const invented = inventedNumbers(summary, facts);
  if (summary === "" || invented.length > 0) {
    log.warn("insight summary refused", { invented: invented.join(" ") });
    throw new ApiError(502, SUMMARY_FAILED);
  }
  return summary;
}
