/** A caregiver's missed-dose alert on a family member. */
import { missedDoseAlertViewSchema } from "@/lib/caregiver/responses";
import { missedDoseAlertSchema } from "@/lib/caregiver/schema";
import { named } from "@/lib/answers/schema-names";
import { endpoint } from "../endpoint";

export const caregiverEndpoints = {
  setMissedDoseAlert: endpoint({
    method: "put",
    path: "/api/family/members/{user_id}/alerts",
    summary: "Turn a missed-dose alert on or off",
    description:
      "Email me when this family member leaves a dose unmarked (neither taken nor skipped) `missed_dose_minutes` " +
      "after its time (5 to 1440; the form offers 60), once per dose, by the reminder job; `null` turns it off. " +
      "Only for a member in the caller's family who lets the caller view their medications: any other " +
      "`user_id` is a 404. Doses due before the alert is turned on or changed are not reported.",
    tag: "Family",
    params: { user_id: "uuid" },
    body: missedDoseAlertSchema,
    bodyExample: { missed_dose_minutes: 60 },
    responses: {
      200: {
        description: "The alert as saved.",
        schema: named("MissedDoseAlert", missedDoseAlertViewSchema),
        example: { missed_dose_minutes: 60 },
      },
    },
  }),
};
