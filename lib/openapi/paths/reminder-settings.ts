/** How medication reminders reach the user. */
import { reminderSettingsSchema } from "@/lib/medications/schema";
import { named } from "@/lib/answers/schema-names";
import { endpoint } from "../endpoint";

const tag = "Medications";
const settings = named("ReminderSettings", reminderSettingsSchema);
const EXAMPLE = { push: true, email_missed: true, push_missed: false, sms: false, remind_before_minutes: 30 };

export const reminderSettingsEndpoints = {
  get: endpoint({
    method: "get",
    path: "/api/reminder-settings",
    summary: "Medication reminder settings",
    tag,
    responses: {
      200: { description: "The settings (the defaults until first saved).", schema: settings, example: EXAMPLE },
    },
  }),
  update: endpoint({
    method: "put",
    path: "/api/reminder-settings",
    summary: "Save medication reminder settings",
    description: "SMS reminders need the Premium or Pro plan (402).",
    tag,
    body: settings,
    bodyExample: EXAMPLE,
    responses: { 200: { description: "The settings saved.", schema: settings, example: EXAMPLE } },
    throws: [402],
  }),
};
