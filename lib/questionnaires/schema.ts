/**
 * The questionnaire payloads: which questionnaires there are and the body that submits one.
 * The answers are parsed with the questionnaire's own schema (lib/migraine/midas.ts,
 * hit6.ts) once the path has named which it is, so each item's message is the published
 * question's ("Question 3 must be ...").
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { hit6AnswersSchema } from "@/lib/migraine/hit6";
import { midasAnswersSchema } from "@/lib/migraine/midas";
import type { Questionnaire } from "@/lib/migraine/retake";

export const QUESTIONNAIRES = ["midas", "hit6"] as const satisfies readonly Questionnaire[];
export type { Questionnaire };

export const QUESTIONNAIRE_NAMES: Record<Questionnaire, string> = { midas: "MIDAS", hit6: "HIT-6" };

export const UNKNOWN_QUESTIONNAIRE = "Unknown questionnaire: use midas or hit6.";
export const RESPONSE_NOT_FOUND = "Questionnaire response not found.";

/** How many of one questionnaire's responses a read lists, newest first. */
export const HISTORY_LIMIT = 100;

export const ANSWER_SCHEMAS = { midas: midasAnswersSchema, hit6: hit6AnswersSchema } as const;

/**
 * The body of `POST /api/questionnaires/{questionnaire}`: `answers`, an object of the
 * questionnaire's items. Its items are checked by the service once the path is known.
 */
export const questionnaireSubmitSchema = z.object({
  answers: z.record(z.string(), z.unknown(), { error: "Answers must be a set of fields" }),
});
export type QuestionnaireSubmit = output<typeof questionnaireSubmitSchema>;

/** The documented bodies, one per questionnaire (the OpenAPI document shows both). */
export const midasSubmitSchema = z.object({ answers: midasAnswersSchema });
export const hit6SubmitSchema = z.object({ answers: hit6AnswersSchema });

export type QuestionnaireAnswers = Record<string, string | number>;
