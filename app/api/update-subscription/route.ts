import { authedRoute } from "@/lib/api/handler";
import { cancelSubscription, downgradeToFree } from "@/lib/billing/service";
import { updateSubscriptionSchema } from "@/lib/billing/schema";

/**
 * POST /api/update-subscription {plan: "free", action: "downgrade" | "cancel"}: downgrade moves
 * to Free (a trial at once, a paid period at its end); cancel keeps the trial or paid plan until
 * its end date.
 */
export const POST = authedRoute(
  { access: "account", body: updateSubscriptionSchema, callsOutside: true },
  async ({ db, user, body }) =>
    body.action === "cancel" ? cancelSubscription(db, user.id) : downgradeToFree(db, user.id),
);
