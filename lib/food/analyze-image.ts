/**
 * AI photo analysis: the picture goes to the vision model (AI SDK, OpenAI-compatible) with
 * a request for a structured object, which zod validates before anyone sees it.
 */
import "server-only";
import { generateText, Output } from "ai";
import { z } from "zod";
import { AI_UNREACHABLE, isAiUnreachable, languageModel } from "@/lib/ai/provider";
import { ApiError } from "@/lib/errors/api-error";
import { describeError, log } from "@/lib/log";
import { figuresBy, MACRO_KEYS } from "./figures";
import { round1 } from "./format";
import { ANALYSIS_FAILED, MAX_CALORIES, MAX_GRAMS, MEAL_TYPES } from "./schema";

export const NOT_CONFIGURED = "AI food recognition is not configured.";
const AI_TIMEOUT_MS = 60_000;

export const foodAnalysisSchema = z.object({
  food_name: z.string().trim().min(1).max(200).describe("Short name of the dish or food"),
  estimated_calories: z.number().min(0).max(MAX_CALORIES).describe("Total kcal of the portion shown"),
  serving_size: z.string().trim().max(100).describe('The portion shown, e.g. "1 plate (about 350 g)"'),
  confidence: z.number().min(0).max(100).describe("Confidence in percent, 0-100"),
  meal_suggestion: z.enum(MEAL_TYPES).describe("The meal it most likely belongs to"),
  description: z.string().trim().max(500).describe("One or two sentences on what is in the picture"),
  protein: z.number().min(0).max(MAX_GRAMS).describe("Grams of protein in the portion"),
  carbs: z.number().min(0).max(MAX_GRAMS).describe("Grams of carbohydrate in the portion"),
  fat: z.number().min(0).max(MAX_GRAMS).describe("Grams of fat in the portion"),
});
export type FoodAnalysis = z.output<typeof foodAnalysisSchema>;

/** The image's type from its first bytes (the declared type can lie): JPEG, PNG or WebP. */
export function sniffImageType(bytes: Uint8Array): "image/jpeg" | "image/png" | "image/webp" | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "image/jpeg";
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

const PROMPT =
  "You are a nutrition assistant. Identify the food in this photo and estimate, for the portion shown: " +
  "its name, total calories (kcal), serving size, protein, carbohydrate and fat in grams, the meal it most likely " +
  "belongs to, a short description, and your confidence in percent. If there is no food in the picture, say so " +
  "in the description and give a confidence of 0.";

export async function analyzeFoodImage(bytes: Uint8Array, mediaType: string): Promise<FoodAnalysis> {
  const model = languageModel("vision");
  if (!model) throw ApiError.unavailable(NOT_CONFIGURED);
  try {
    const { output } = await generateText({
      model,
      output: Output.object({ schema: foodAnalysisSchema, name: "food_analysis" }),
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: PROMPT },
            { type: "image", image: bytes, mediaType },
          ],
        },
      ],
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(AI_TIMEOUT_MS),
    });
    return {
      ...output,
      estimated_calories: Math.round(output.estimated_calories),
      confidence: Math.round(output.confidence),
      ...figuresBy(MACRO_KEYS, (key) => round1(output[key])),
    };
  } catch (err) {
    log.warn("food image analysis failed", { error: describeError(err) });
    if (isAiUnreachable(err)) throw ApiError.unavailable(AI_UNREACHABLE);
    throw new ApiError(502, ANALYSIS_FAILED);
  }
}
