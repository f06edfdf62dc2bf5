/**
 * MIDAS and HIT-6 taken in the app: the server scores the answers by the published rules
 * (lib/migraine/midas.ts, hit6.ts), never trusting a score sent by a client, and dates each
 * response on the user's local today; the history says when each is due again (retake.ts).
 */
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import * as z from "zod/mini";
import type { Db } from "@/db/client";
import { questionnaireResponses } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { hit6Band, scoreHit6, type Hit6Answers } from "@/lib/migraine/hit6";
import { midasGrade, scoreMidas, type MidasAnswers } from "@/lib/migraine/midas";
import { retakeDate, retakeStatus, type RetakeStatus } from "@/lib/migraine/retake";
import { localDateIn } from "@/lib/time/zones";
import { issueDetail } from "@/lib/validation/issues";
import { ANSWER_SCHEMAS, HISTORY_LIMIT, QUESTIONNAIRES, type Questionnaire, type QuestionnaireAnswers } from "./schema";

export type QuestionnaireResponse = {
  response_id: string;
  questionnaire: Questionnaire;
  date: string;
  score: number;
  grade: string;
  grade_label: string;
  answers: QuestionnaireAnswers;
  next_due: string;
  created_at: Date;
};

export type QuestionnaireStatus = {
  latest: QuestionnaireResponse | null;
  due: RetakeStatus;
  history: QuestionnaireResponse[];
};
export type QuestionnaireOverview = Record<Questionnaire, QuestionnaireStatus>;

/** The score and grade of a questionnaire's answers, by its published rules. */
function scored(questionnaire: Questionnaire, answers: QuestionnaireAnswers): { score: number; grade: string } {
  if (questionnaire === "midas") {
    const { total, grade } = scoreMidas(answers as MidasAnswers);
    return { score: total, grade };
  }
  const { total, band } = scoreHit6(answers as Hit6Answers);
  return { score: total, grade: band };
}

/** The grade's words, from the stored score (the bands are fixed by the published rules). */
function gradeLabel(questionnaire: Questionnaire, score: number): string {
  return questionnaire === "midas" ? midasGrade(score).label : hit6Band(score).label;
}

type Row = typeof questionnaireResponses.$inferSelect;

function view(row: Row): QuestionnaireResponse {
  const questionnaire = row.questionnaire as Questionnaire;
  return {
    response_id: row.response_id,
    questionnaire,
    date: row.date,
    score: row.score,
    grade: row.grade,
    grade_label: gradeLabel(questionnaire, row.score),
    answers: row.answers,
    next_due: retakeDate(questionnaire, row.date),
    created_at: row.created_at,
  };
}

/** The answers parsed with the questionnaire's own schema: unknown fields dropped; 400 with the first problem. */
export function parseAnswers(questionnaire: Questionnaire, answers: unknown): QuestionnaireAnswers {
  const result = z.safeParse(ANSWER_SCHEMAS[questionnaire], answers);
  if (!result.success) throw ApiError.badRequest(issueDetail(result.error));
  return result.data;
}

/** Scores and stores one questionnaire taken today (the user's local day). */
export async function submitQuestionnaire(
  db: Db,
  {
    userId,
    timeZone,
    questionnaire,
    answers,
    now = new Date(),
  }: { userId: string; timeZone: string; questionnaire: Questionnaire; answers: unknown; now?: Date },
): Promise<QuestionnaireResponse> {
  const parsed = parseAnswers(questionnaire, answers);
  const { score, grade } = scored(questionnaire, parsed);
  const [row] = await db
    .insert(questionnaireResponses)
    .values({ user_id: userId, questionnaire, date: localDateIn(timeZone, now), answers: parsed, score, grade })
    .returning();
  return view(row!);
}

/** One questionnaire's responses, newest first (by day, then by when they were sent). */
export async function listResponses(
  db: Db,
  { userId, questionnaire, limit = HISTORY_LIMIT }: { userId: string; questionnaire: Questionnaire; limit?: number },
): Promise<QuestionnaireResponse[]> {
  const rows = await db
    .select()
    .from(questionnaireResponses)
    .where(and(eq(questionnaireResponses.user_id, userId), eq(questionnaireResponses.questionnaire, questionnaire)))
    .orderBy(desc(questionnaireResponses.date), desc(questionnaireResponses.created_at))
    .limit(limit);
  return rows.map(view);
}

/** Each questionnaire's history, its latest response and whether it is due on `today`. */
export async function questionnaireOverview(
  db: Db,
  { userId, today }: { userId: string; today: string },
): Promise<QuestionnaireOverview> {
  const entries = await Promise.all(
    QUESTIONNAIRES.map(async (questionnaire) => {
      const history = await listResponses(db, { userId, questionnaire });
      const latest = history[0] ?? null;
      const status: QuestionnaireStatus = {
        latest,
        due: retakeStatus(questionnaire, latest?.date ?? null, today),
        history,
      };
      return [questionnaire, status] as const;
    }),
  );
  return Object.fromEntries(entries) as QuestionnaireOverview;
}

/** Deletes one of the user's responses; false when the id names none of theirs. */
export async function deleteResponse(
  db: Db,
  { userId, responseId }: { userId: string; responseId: string },
): Promise<boolean> {
  const rows = await db
    .delete(questionnaireResponses)
    .where(and(eq(questionnaireResponses.user_id, userId), eq(questionnaireResponses.response_id, responseId)))
    .returning({ id: questionnaireResponses.response_id });
  return rows.length > 0;
}
