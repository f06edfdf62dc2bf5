/**
 * What the questionnaire calls answer, as schemas: the OpenAPI document is generated from
 * them and the contract tests hold every real answer to them.
 */
import * as z from "zod/mini";
import { localDate, rowId, timestamp } from "@/lib/answers/fields";
import { QUESTIONNAIRES } from "./schema";

/** One questionnaire taken (`QuestionnaireResponse`), scored by the server. */
export const questionnaireResponseSchema = z.object({
  response_id: rowId,
  questionnaire: z.enum(QUESTIONNAIRES),
  /** The user's local day it was taken. */
  date: localDate,
  /** MIDAS: the sum of questions 1–5 (0–450); HIT-6: 36–78. */
  score: z.int(),
  /** MIDAS grade (I, II, III, IV) or HIT-6 band (little, some, substantial, severe). */
  grade: z.string(),
  /** The grade or band in words: "Moderate disability", "Substantial impact". */
  grade_label: z.string(),
  answers: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The day it is due again: 3 calendar months (MIDAS) or 28 days (HIT-6) after `date`. */
  next_due: localDate,
  created_at: timestamp,
});

/** Whether a questionnaire should be taken again (lib/migraine/retake.ts). */
export const retakeStatusSchema = z.object({
  /** When it is due again; null when it has never been taken. */
  due_on: z.nullable(localDate),
  /** Never taken, or `due_on` is today or past. */
  due: z.boolean(),
});

const oneQuestionnaire = z.object({
  latest: z.nullable(questionnaireResponseSchema),
  due: retakeStatusSchema,
  /** Newest first, at most 100. */
  history: z.array(questionnaireResponseSchema),
});

export const questionnaireOverviewSchema = z.object({ midas: oneQuestionnaire, hit6: oneQuestionnaire });
