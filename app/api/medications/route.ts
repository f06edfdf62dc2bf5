import { route } from "@/lib/api/handler";
import { createMedication, listMedications } from "@/lib/medications/service";
import { medicationsEndpoints } from "@/lib/openapi/paths/medications";

export const GET = route(medicationsEndpoints.list, async ({ db, owner }) => listMedications(db, { userId: owner.id }));

/** Adding medications is a Premium feature (402 on the free plan). */
export const POST = route(medicationsEndpoints.create, async ({ db, user, body }) =>
  createMedication(db, { userId: user.id, timeZone: user.time_zone, input: body }),
);
