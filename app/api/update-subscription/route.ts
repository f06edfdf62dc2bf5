import { route } from "@/lib/api/handler";
import { cancelSubscription, downgradeToFree } from "@/lib/billing/service";
import { billingEndpoints } from "@/lib/openapi/paths/billing";

/**
 * POST /api/update-subscription {plan: "free", action: "downgrade" | "cancel"}: downgrade moves
 * to Free (a trial at once, a paid period at its end); cancel keeps the trial or paid plan until
 * its end date.
 */
export const POST = route(billingEndpoints.updateSubscription, async ({ db, user, body }) =>
  body.action === "cancel" ? cancelSubscription(db, user.id) : downgradeToFree(db, user.id),
);
