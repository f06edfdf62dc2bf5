import { authedRoute } from "@/lib/api/handler";
import { medicationSchema } from "@/lib/medications/schema";
import { deleteMedication, MEDICATION_NOT_FOUND, updateMedication } from "@/lib/medications/service";

const medication = { params: { medication_id: "uuid" }, notFound: MEDICATION_NOT_FOUND } as const;

/** Editing and stopping stay allowed on every plan: the user's own data. */
export const PUT = authedRoute({ ...medication, body: medicationSchema }, async ({ db, user, body, params }) =>
  updateMedication(db, {
    userId: user.id,
    timeZone: user.time_zone,
    medicationId: params.medication_id!,
    input: body,
  }),
);

export const DELETE = authedRoute(medication, async ({ db, user, params }) =>
  (await deleteMedication(db, { userId: user.id, medicationId: params.medication_id! }))
    ? { detail: "Medication deleted successfully!" }
    : null,
);
