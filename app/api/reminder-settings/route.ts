import { route } from "@/lib/api/handler";
import { getReminderSettings, saveReminderSettings } from "@/lib/medications/service";
import { reminderSettingsEndpoints } from "@/lib/openapi/paths/reminder-settings";

export const GET = route(reminderSettingsEndpoints.get, async ({ db, user }) =>
  getReminderSettings(db, { userId: user.id }),
);

/** SMS reminders need the Premium plan: the service refuses them below it (402). */
export const PUT = route(reminderSettingsEndpoints.update, async ({ db, user, body }) =>
  saveReminderSettings(db, { user, input: body }),
);
