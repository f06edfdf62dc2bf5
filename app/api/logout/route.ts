import { route } from "@/lib/api/handler";
import { recordAccountEvent } from "@/lib/identity/activity";
import { endSignIn } from "@/lib/identity/sessions";
import { signInEndpoints } from "@/lib/openapi/paths/sign-in";

/** Ends the sign-in that made the call: this bearer token, or this browser session. */
export const POST = route(signInEndpoints.logout, async ({ db, user, ip, req }) => {
  if (await endSignIn(db, user.id, user.auth.tokenId)) {
    const userAgent = req.headers.get("user-agent");
    await recordAccountEvent(db, { userId: user.id, kind: "session_ended", ip, userAgent, detail: { how: "logout" } });
  }
  return { detail: "Logged out." };
});
