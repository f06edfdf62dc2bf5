import { authedRoute } from "@/lib/api/handler";
import { questionnaireOverview } from "@/lib/questionnaires/service";
import { localDateIn } from "@/lib/time/zones";

/** GET /api/questionnaires: MIDAS and HIT-6, each with its history (newest first), latest and retake status. */
export const GET = authedRoute({}, async ({ db, user }) =>
  questionnaireOverview(db, { userId: user.id, today: localDateIn(user.time_zone) }),
);
