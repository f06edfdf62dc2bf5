import { route } from "@/lib/api/handler";
import { questionnaireOverview } from "@/lib/questionnaires/service";
import { localDateIn } from "@/lib/time/zones";
import { questionnairesEndpoints } from "@/lib/openapi/paths/questionnaires";

/** GET /api/questionnaires: MIDAS and HIT-6, each with its history (newest first), latest and retake status. */
export const GET = route(questionnairesEndpoints.overview, async ({ db, user }) =>
  questionnaireOverview(db, { userId: user.id, today: localDateIn(user.time_zone) }),
);
