/**
 * The migraine-care records of an export checked as they are read back (pure): an edited file
 * cannot store what the app's own forms refuse, such as a questionnaire whose score is not the
 * one its answers give by the published rules, which the reports and the medical report trust.
 */
import { isFactorKey } from "@/lib/health/factors/suspicions/choices";
import * as z from "zod/mini";
import { ACUTE_CLASS_IDS } from "@/lib/migraine/acute-classes";
import { scoreHit6, type Hit6Answers } from "@/lib/migraine/hit6";
import { scoreMidas, type MidasAnswers } from "@/lib/migraine/midas";
import { ANSWER_SCHEMAS, QUESTIONNAIRES, type Questionnaire } from "@/lib/questionnaires/schema";
import { weatherLocationSchema } from "@/lib/weather/schema";
import { issueDetail } from "@/lib/validation/issues";
import type { ExportKind } from "./format";
import { RowError } from "./row-error";

const MIGRAINE_KINDS = ["migraine", "headache"];

function checkQuestionnaire(out: Record<string, unknown>): void {
  const questionnaire = QUESTIONNAIRES.find((q) => q === out.questionnaire);
  if (!questionnaire) throw new RowError(`questionnaire is not one of ${QUESTIONNAIRES.join(", ")}`);
  const answers = z.safeParse(ANSWER_SCHEMAS[questionnaire], out.answers);
  if (!answers.success) throw new RowError(`answers are not ${questionnaire}'s (${issueDetail(answers.error)})`);
  out.answers = answers.data;
  const { score, grade } = rescored(questionnaire, answers.data);
  if (out.score !== score || out.grade !== grade)
    throw new RowError(`score and grade are not those of the answers (${score}, ${grade})`);
}

function rescored(questionnaire: Questionnaire, answers: MidasAnswers | Hit6Answers) {
  if (questionnaire === "midas") {
    const { total, grade } = scoreMidas(answers as MidasAnswers);
    return { score: total, grade };
  }
  const { total, band } = scoreHit6(answers as Hit6Answers);
  return { score: total, grade: band };
}

/** Checks (and normalises) a typed record of a migraine-care kind; throws RowError naming the column. */
export function checkCareRow(kind: ExportKind, out: Record<string, unknown>): void {
  switch (kind) {
    case "migraines":
      // a file made before episodes had a kind: every episode was a migraine
      out.kind ??= "migraine";
      if (!MIGRAINE_KINDS.includes(String(out.kind))) throw new RowError("kind is not migraine or headache");
      return;
    case "medications":
      if (out.acute_class !== null && !ACUTE_CLASS_IDS.some((c) => c === out.acute_class))
        throw new RowError(`acute_class is not one of ${ACUTE_CLASS_IDS.join(", ")}`);
      return;
    case "questionnaire_responses":
      return checkQuestionnaire(out);
    case "weather_locations": {
      const place = z.safeParse(weatherLocationSchema, out);
      if (!place.success) throw new RowError(issueDetail(place.error));
      Object.assign(out, place.data);
      return;
    }
    case "suspected_triggers":
      if (!isFactorKey(String(out.factor_key)))
        throw new RowError(`factor_key "${String(out.factor_key).slice(0, 80)}" names no factor of the analysis`);
      return;
  }
}
