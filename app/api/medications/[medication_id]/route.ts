import { route } from "@/lib/api/handler";
import { deleteMedication, updateMedication } from "@/lib/medications/service";
import { medicationsEndpoints } from "@/lib/openapi/paths/medications";

/** Editing and stopping stay allowed on every plan: the user's own data. */
export const PUT = route(medicationsEndpoints.update, async ({ db, user, body, params }) =>
  updateMedication(db, {
    userId: user.id,
    timeZone: user.time_zone,
    medicationId: params.medication_id,
    input: body,
  }),
);

export const DELETE = route(medicationsEndpoints.remove, async ({ db, user, params }) =>
  (await deleteMedication(db, { userId: user.id, medicationId: params.medication_id }))
    ? { detail: "Medication deleted successfully!" }
    : null,
);
