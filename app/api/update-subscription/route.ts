import { authedRoute } from "@/lib/api/handler";
import { downgradeToFree } from "@/lib/billing/service";
import { updateSubscriptionSchema } from "@/lib/billing/schema";

/** POST /api/update-subscription {plan: "free", action: "downgrade"} */
export const POST = authedRoute({ body: updateSubscriptionSchema }, async ({ db, user }) =>
  downgradeToFree(db, user.id),
);
