/**
 * The language models, through the Vercel AI SDK's OpenAI provider. OPENAI_BASE_URL points
 * it at any OpenAI-compatible server (and, in tests, at tests/fakes/openai.ts); we use the
 * Chat Completions API because every compatible server speaks it. Without OPENAI_API_KEY
 * there is no model: callers fall back (workout plans) or answer 503 (photo analysis).
 */
import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, RetryError, type LanguageModel } from "ai";
import { env } from "@/lib/env";

export function isAiConfigured(): boolean {
  return Boolean(env().OPENAI_API_KEY);
}

/** The text model (AI_MODEL) or the vision model (AI_VISION_MODEL), or null when not configured. */
export function languageModel(kind: "text" | "vision" = "text"): LanguageModel | null {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, AI_MODEL, AI_VISION_MODEL } = env();
  if (!OPENAI_API_KEY) return null;
  const provider = createOpenAI({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL });
  return provider.chat(kind === "vision" ? AI_VISION_MODEL : AI_MODEL);
}

export const AI_UNREACHABLE = "Could not connect to the AI service. Please try again later.";

/** The AI service could not be reached at all (no HTTP answer), after the SDK's retries. */
export function isAiUnreachable(err: unknown): boolean {
  const last = RetryError.isInstance(err) ? err.lastError : err;
  return APICallError.isInstance(last) && last.statusCode === undefined;
}
