import { authedRoute } from "@/lib/api/handler";
import { ApiError } from "@/lib/api/errors";
import { can } from "@/lib/billing/entitlements";
import { reminderSettingsSchema } from "@/lib/medications/schema";
import { getReminderSettings, saveReminderSettings } from "@/lib/medications/service";

export const GET = authedRoute({}, async ({ db, user }) => getReminderSettings(db, { userId: user.id }));

export const PUT = authedRoute({ body: reminderSettingsSchema }, async ({ db, user, body }) => {
  // SMS is labelled a premium feature (spec section 6)
  if (body.sms && !can(user, "medication_create")) {
    throw ApiError.paymentRequired("SMS reminders require the Premium or Pro plan. Upgrade to continue.");
  }
  return saveReminderSettings(db, { userId: user.id, input: body });
});
