import { authedRoute } from "@/lib/api/handler";
import { doseSchema } from "@/lib/medications/schema";
import { MEDICATION_NOT_FOUND, recordDose } from "@/lib/medications/service";

/** Marks a dose slot taken or skipped (again: the latest answer wins). */
export const POST = authedRoute(
  { params: { medication_id: "uuid" }, notFound: MEDICATION_NOT_FOUND, body: doseSchema, status: 201 },
  async ({ db, user, body, params }) =>
    recordDose(db, { userId: user.id, timeZone: user.time_zone, medicationId: params.medication_id!, input: body }),
);
