import { authedRoute } from "@/lib/api/handler";
import { medicationSchema } from "@/lib/medications/schema";
import { deleteMedication, updateMedication } from "@/lib/medications/service";

/** Editing and stopping stay allowed on every plan: the user's own data. */
export const PUT = authedRoute({ body: medicationSchema }, async ({ db, user, body, params }) =>
  updateMedication(db, { userId: user.id, medicationId: params.medication_id ?? "", input: body }),
);

export const DELETE = authedRoute({}, async ({ db, user, params }) => {
  await deleteMedication(db, { userId: user.id, medicationId: params.medication_id ?? "" });
  return { detail: "Medication deleted successfully!" };
});
