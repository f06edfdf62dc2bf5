import { route } from "@/lib/api/handler";
import type { Questionnaire } from "@/lib/questionnaires/schema";
import { deleteResponse, submitQuestionnaire } from "@/lib/questionnaires/service";
import { questionnairesEndpoints } from "@/lib/openapi/paths/questionnaires";

/** POST /api/questionnaires/{midas|hit6}: the answers, scored and dated by the server. */
export const POST = route(questionnairesEndpoints.submit, async ({ db, user, body, params }) =>
  submitQuestionnaire(db, {
    userId: user.id,
    timeZone: user.time_zone,
    questionnaire: params.id as Questionnaire,
    answers: body.answers,
  }),
);

/** DELETE /api/questionnaires/{response_id}: one of the caller's responses. */
export const DELETE = route(questionnairesEndpoints.remove, async ({ db, user, params }) =>
  (await deleteResponse(db, { userId: user.id, responseId: params.id }))
    ? { detail: "Questionnaire response deleted." }
    : null,
);
