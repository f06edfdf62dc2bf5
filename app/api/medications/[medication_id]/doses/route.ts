import { route } from "@/lib/api/handler";
import { recordDose } from "@/lib/medications/service";
import { medicationsEndpoints } from "@/lib/openapi/paths/medications";

/** Marks a dose slot taken or skipped (again: the latest answer wins). */
export const POST = route(medicationsEndpoints.recordDose, async ({ db, user, body, params }) =>
  recordDose(db, { userId: user.id, timeZone: user.time_zone, medicationId: params.medication_id, input: body }),
);
