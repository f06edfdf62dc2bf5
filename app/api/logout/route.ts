import { authedRoute } from "@/lib/api/handler";
import { endSignIn } from "@/lib/account/sessions";

/** Ends the sign-in that made the call: this bearer token, or this browser session. */
export const POST = authedRoute({}, async ({ db, user }) => {
  await endSignIn(db, user.id, user.auth.tokenId);
  return { detail: "Logged out." };
});
