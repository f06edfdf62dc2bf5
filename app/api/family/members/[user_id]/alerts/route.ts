import { route } from "@/lib/api/handler";
import { setMissedDoseAlert } from "@/lib/caregiver/alert-setting";
import { caregiverEndpoints } from "@/lib/openapi/paths/caregiver";

/**
 * The caller's missed-dose alert on a family member's doses. A member who does not share
 * their medications with the caller, or is not in the caller's family, is a 404.
 */
export const PUT = route(caregiverEndpoints.setMissedDoseAlert, async ({ db, user, body, params }) =>
  setMissedDoseAlert(db, user.id, params.user_id, body.missed_dose_minutes),
);
