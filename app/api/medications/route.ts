import { authedRoute } from "@/lib/api/handler";
import { medicationSchema } from "@/lib/medications/schema";
import { createMedication, listMedications } from "@/lib/medications/service";

export const GET = authedRoute({ sharedArea: "medications" }, async ({ db, owner }) =>
  listMedications(db, { userId: owner.id }),
);

/** Adding medications is a Premium feature (402 on the free plan). */
export const POST = authedRoute(
  { requires: "medication_create", body: medicationSchema, status: 201 },
  async ({ db, user, body }) => createMedication(db, { userId: user.id, timeZone: user.time_zone, input: body }),
);
