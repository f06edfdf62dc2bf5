import { authedRoute } from "@/lib/api/handler";
import { reminderSettingsSchema } from "@/lib/medications/schema";
import { getReminderSettings, saveReminderSettings } from "@/lib/medications/service";

export const GET = authedRoute({}, async ({ db, user }) => getReminderSettings(db, { userId: user.id }));

/** SMS reminders need the Premium plan: the service refuses them below it (402). */
export const PUT = authedRoute({ body: reminderSettingsSchema }, async ({ db, user, body }) =>
  saveReminderSettings(db, { user, input: body }),
);
