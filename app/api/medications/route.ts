import { authedRoute } from "@/lib/api/handler";
import { assertCan } from "@/lib/billing/entitlements";
import { medicationSchema } from "@/lib/medications/schema";
import { createMedication, listMedications } from "@/lib/medications/service";

export const GET = authedRoute({}, async ({ db, user }) => listMedications(db, { userId: user.id }));

/** Adding medications is a premium feature (402 on the free plan). */
export const POST = authedRoute({ body: medicationSchema, status: 201 }, async ({ db, user, body }) => {
  assertCan(user, "medication_create");
  return createMedication(db, { userId: user.id, input: body });
});
