import { authedRoute } from "@/lib/api/handler";
import {
  QUESTIONNAIRES,
  RESPONSE_NOT_FOUND,
  UNKNOWN_QUESTIONNAIRE,
  questionnaireSubmitSchema,
  type Questionnaire,
} from "@/lib/questionnaires/schema";
import { deleteResponse, submitQuestionnaire } from "@/lib/questionnaires/service";

/** POST /api/questionnaires/{midas|hit6}: the answers, scored and dated by the server. */
export const POST = authedRoute(
  {
    params: { id: QUESTIONNAIRES },
    notFound: UNKNOWN_QUESTIONNAIRE,
    requires: "questionnaire_create",
    body: questionnaireSubmitSchema,
    status: 201,
  },
  async ({ db, user, body, params }) =>
    submitQuestionnaire(db, {
      userId: user.id,
      timeZone: user.time_zone,
      questionnaire: params.id as Questionnaire,
      answers: body.answers,
    }),
);

/** DELETE /api/questionnaires/{response_id}: one of the caller's responses. */
export const DELETE = authedRoute(
  { params: { id: "uuid" }, notFound: RESPONSE_NOT_FOUND },
  async ({ db, user, params }) =>
    (await deleteResponse(db, { userId: user.id, responseId: params.id! }))
      ? { detail: "Questionnaire response deleted." }
      : null,
);
