import { route } from "@/lib/api/handler";
import { MEDICATION_NOT_FOUND } from "@/lib/medications/service";
import { ApiError } from "@/lib/errors/api-error";
import { snoozeReminder } from "@/lib/medications/snooze";
import { pushEndpoints } from "@/lib/openapi/paths/push";

/** "Snooze 10 min" from a reminder's notification: the dose is pushed again when the snooze ends. */
export const POST = route(pushEndpoints.snooze, async ({ db, user, body }) => {
  const snooze = await snoozeReminder(db, { userId: user.id, input: body });
  if (!snooze) throw ApiError.notFound(MEDICATION_NOT_FOUND);
  return snooze;
});
