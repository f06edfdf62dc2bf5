/** MIDAS and HIT-6: the migraine questionnaires taken in the app, scored by the server. */
import * as z from "zod/mini";
import { confirmationSchema } from "@/lib/answers/fields";
import { questionnaireOverviewSchema, questionnaireResponseSchema } from "@/lib/questionnaires/responses";
import {
  hit6SubmitSchema,
  midasSubmitSchema,
  QUESTIONNAIRES,
  questionnaireSubmitSchema,
  UNKNOWN_QUESTIONNAIRE,
  RESPONSE_NOT_FOUND,
} from "@/lib/questionnaires/schema";
import { named } from "@/lib/answers/schema-names";
import { endpoint } from "../endpoint";

const tag = "Health";
const path = "/api/questionnaires/{id}";

const midasAnswers = {
  missed_work_school: 2,
  reduced_work_school: 3,
  missed_household: 4,
  reduced_household: 3,
  missed_family_social: 2,
  headache_days: 18,
  pain: 7,
};
const hit6Answers = {
  pain_severe: "always",
  limits_activities: "very_often",
  lie_down: "sometimes",
  too_tired: "sometimes",
  fed_up: "rarely",
  concentration: "rarely",
};
const midas = {
  response_id: "7c1e9b4a-3f2d-4a8e-b6c5-2d9f0e8a1b37",
  questionnaire: "midas",
  date: "2026-03-14",
  score: 14,
  grade: "III",
  grade_label: "Moderate disability",
  answers: midasAnswers,
  next_due: "2026-06-14",
  created_at: "2026-03-14T18:20:11.402Z",
};
const hit6 = {
  response_id: "2a8f6d3c-9e1b-4c7a-8f5d-6b0e3a9c2d14",
  questionnaire: "hit6",
  date: "2026-03-14",
  score: 60,
  grade: "severe",
  grade_label: "Severe impact",
  answers: hit6Answers,
  next_due: "2026-04-11",
  created_at: "2026-03-14T18:24:52.118Z",
};

const submission = named(
  "QuestionnaireSubmission",
  z.union([named("MidasSubmission", midasSubmitSchema), named("Hit6Submission", hit6SubmitSchema)]),
);
const response = named("QuestionnaireResponse", questionnaireResponseSchema);

export const questionnairesEndpoints = {
  overview: endpoint({
    method: "get",
    path: "/api/questionnaires",
    summary: "My MIDAS and HIT-6 history and when each is due",
    description:
      "For each questionnaire: the responses newest first (at most 100), the latest, and whether it is due " +
      "again (MIDAS 3 calendar months after the last, HIT-6 28 days after; never taken: due now).",
    tag,
    responses: {
      200: {
        description: "Each questionnaire's history and retake status.",
        schema: questionnaireOverviewSchema,
        example: {
          midas: { latest: midas, due: { due_on: "2026-06-14", due: false }, history: [midas] },
          hit6: { latest: hit6, due: { due_on: "2026-04-11", due: false }, history: [hit6] },
        },
      },
    },
  }),
  submit: endpoint({
    method: "post",
    path,
    summary: "Take MIDAS or HIT-6",
    description:
      "`id` is `midas` or `hit6` (another word: 404). MIDAS `answers`: the five questions as day counts 0–90 " +
      "over the last 3 months and the unscored A (headache days, 0–90) and B (`pain`, 0–10). HIT-6 `answers`: the " +
      "six items, each never, rarely, sometimes, very_often or always. The server scores the answers by the " +
      "published rules (MIDAS total of questions 1–5, grades I–IV; HIT-6 36–78 in four bands) and dates them on " +
      "the user's today. Premium (402 on the Free plan), like logging a migraine.",
    tag,
    params: { id: QUESTIONNAIRES },
    notFound: UNKNOWN_QUESTIONNAIRE,
    body: questionnaireSubmitSchema,
    bodyExample: { answers: hit6Answers },
    describedBody: { schema: submission },
    requires: "questionnaire_create",
    responses: { 201: { description: "The response as scored.", schema: response, example: hit6 } },
  }),
  remove: endpoint({
    method: "delete",
    path,
    summary: "Delete a questionnaire response",
    description: "`id` is the `response_id`; 404 when it names none of the caller's.",
    tag,
    params: { id: "uuid" },
    notFound: RESPONSE_NOT_FOUND,
    responses: {
      200: {
        description: "Deleted.",
        schema: confirmationSchema,
        example: { detail: "Questionnaire response deleted." },
      },
    },
  }),
};
