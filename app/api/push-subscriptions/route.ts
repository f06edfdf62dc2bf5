import { route } from "@/lib/api/handler";
import { ApiError } from "@/lib/errors/api-error";
import { PUSH_NOT_CONFIGURED, SUBSCRIPTION_NOT_FOUND } from "@/lib/push/schema";
import { deleteSubscription, listDevices, saveSubscription } from "@/lib/push/subscriptions";
import { vapidKeys } from "@/lib/push/vapid";
import { pushEndpoints } from "@/lib/openapi/paths/push";

/** Whether this server can push, its public key (a browser subscribes with it), and the user's devices. */
export const GET = route(pushEndpoints.devices, async ({ db, user }) => {
  const keys = vapidKeys();
  return {
    available: keys !== null,
    public_key: keys?.publicKey ?? null,
    subscriptions: await listDevices(db, { userId: user.id }),
  };
});

/** Stores this browser's subscription; the same endpoint again updates it and binds it to the caller. */
export const POST = route(pushEndpoints.subscribe, async ({ db, user, body, req }) => {
  if (!vapidKeys()) throw ApiError.unavailable(PUSH_NOT_CONFIGURED);
  return saveSubscription(db, { userId: user.id, input: body, userAgent: req.headers.get("user-agent") });
});

/** Ends a subscription (this browser turned push off). */
export const DELETE = route(pushEndpoints.unsubscribe, async ({ db, user, body }) => {
  if (!(await deleteSubscription(db, { userId: user.id, endpoint: body.endpoint })))
    throw ApiError.notFound(SUBSCRIPTION_NOT_FOUND);
});
