/** The account: profile, preferences, password and email, sign-ins and the activity log. */
import { activityQuerySchema } from "@/lib/identity/account/activity-schema";
import {
  changePasswordSchema,
  deleteAccountSchema,
  endSessionsQuerySchema,
  preferencesSchema,
  profileSchema,
  resetConfirmSchema,
  resetRequestSchema,
  tokenSchema,
} from "@/lib/identity/schema";
import {
  activityPageSchema,
  messageSchema,
  preferencesAnswerSchema,
  profileAnswerSchema,
  publicUserSchema,
  signInListSchema,
} from "@/lib/identity/account/responses";
import { PROFILE_BODY, USER_EXAMPLE } from "./examples";
import { endpoint } from "../endpoint";

const tag = "Account";
const LINK_TOKEN = "q8ZfN2xW5cV0bT3mK7pR1yL4hJ6dG9sA";
const SESSION_NOT_FOUND = "Session not found.";
const message = (description: string, detail: string) => ({
  200: { description, schema: messageSchema, example: { detail } },
});

export const accountEndpoints = {
  me: endpoint({
    method: "get",
    path: "/api/me",
    summary: "The signed-in user",
    tag,
    responses: {
      200: { description: "The user's profile, plan and settings.", schema: publicUserSchema, example: USER_EXAMPLE },
    },
  }),
  updateProfile: endpoint({
    method: "put",
    path: "/api/profile",
    summary: "Update the profile",
    description:
      "Every profile field; the daily targets left out stay as they are. A new `email` needs " +
      "`current_password`; the address it replaces is mailed a link that undoes the change. A personal " +
      "access token may change every field but the email (403: that is account management).",
    tag,
    body: profileSchema,
    bodyExample: { ...PROFILE_BODY, current_weight_kg: 69.4 },
    responses: {
      200: {
        description: "The updated user.",
        schema: profileAnswerSchema,
        example: { user: { ...USER_EXAMPLE, current_weight_kg: 69.4 }, detail: "Profile updated successfully!" },
      },
    },
    throws: [409, 429],
  }),
  updatePreferences: endpoint({
    method: "put",
    path: "/api/preferences",
    summary: "Update display preferences",
    description: "The theme and the dashboard's welcome card; send at least one.",
    tag,
    body: preferencesSchema,
    bodyExample: { theme: "dark" },
    responses: {
      200: {
        description: "The preferences now in force.",
        schema: preferencesAnswerSchema,
        example: { preferences: { theme: "dark", welcome_dismissed: false }, detail: "Preferences saved" },
      },
    },
  }),
  changePassword: endpoint({
    method: "post",
    path: "/api/change-password",
    summary: "Change the password",
    description:
      "Ends every other session and token of the account, and every personal access token unless " +
      "`revoke_personal_tokens` is false (default true); the answer says how many personal tokens ended. " +
      "Wrong current passwords count towards the login throttle.",
    tag,
    access: "account",
    body: changePasswordSchema,
    bodyExample: {
      current_password: "correct-horse-battery",
      new_password: "staple-orbit-lantern",
      revoke_personal_tokens: true,
    },
    responses: message("Changed.", "Password changed successfully! 2 personal access tokens were revoked."),
    throws: [429],
  }),
  deleteAccount: endpoint({
    method: "delete",
    path: "/api/delete-account",
    summary: "Delete the account and all its data",
    tag,
    access: "account",
    body: deleteAccountSchema,
    bodyExample: { current_password: "correct-horse-battery" },
    responses: message("Deleted.", "Your account and all of its data have been deleted."),
    throws: [429],
  }),
  requestPasswordReset: endpoint({
    method: "post",
    path: "/api/password-reset",
    summary: "Ask for a password reset link",
    description: "Answers the same for every address; a known one is mailed a link. Limited per client address.",
    tag,
    access: "public",
    body: resetRequestSchema,
    bodyExample: { email: "alex@example.com" },
    responses: message(
      "Asked for (whether or not the address has an account).",
      "If an account exists for that email, we have sent a link to reset the password.",
    ),
    throws: [429, 500, 503],
  }),
  confirmPasswordReset: endpoint({
    method: "post",
    path: "/api/password-reset/confirm",
    summary: "Set a new password with a reset link",
    description: "Signs every device out and revokes every personal access token of the account.",
    tag,
    access: "public",
    body: resetConfirmSchema,
    bodyExample: { token: LINK_TOKEN, new_password: "staple-orbit-lantern" },
    responses: message("The password is reset.", "Your password has been reset. Please log in with the new password."),
    throws: [500, 503],
  }),
  verifyEmail: endpoint({
    method: "post",
    path: "/api/verify-email",
    summary: "Verify the email address with its link",
    tag,
    access: "public",
    body: tokenSchema,
    bodyExample: { token: LINK_TOKEN },
    responses: message("Verified.", "Your email is verified. Thank you!"),
    throws: [500, 503],
  }),
  resendVerification: endpoint({
    method: "post",
    path: "/api/resend-verification",
    summary: "Mail a new verification link",
    description: "409 when the address is already verified; 502 when the mail server does not take the message.",
    tag,
    access: "account",
    callsOutside: true,
    responses: message("Sent.", "We sent a new verification link to alex@example.com."),
    throws: [409, 429, 502],
  }),
  revertEmail: endpoint({
    method: "post",
    path: "/api/revert-email",
    summary: "Undo an email change with the link mailed to the old address",
    description: "Restores the address, signs every device out and revokes every personal access token.",
    tag,
    access: "public",
    body: tokenSchema,
    bodyExample: { token: LINK_TOKEN },
    responses: message(
      "Restored.",
      "Your account's email address is alex@example.com again, every device has been signed out " +
        "and every personal access token has been revoked. If you did not make the change, choose a new password now.",
    ),
    throws: [409, 500, 503],
  }),
  listSessions: endpoint({
    method: "get",
    path: "/api/sessions",
    summary: "List sign-ins",
    description: "The live browser sessions and app tokens of the account, the most recently used first.",
    tag,
    access: "account",
    responses: {
      200: {
        description: "The sign-ins; `current` marks the caller's.",
        schema: signInListSchema,
        example: [
          {
            session_id: "7d2e9c4a-1b3f-4a5e-8c6d-2f1e0a9b8c7d",
            kind: "browser",
            device: "Firefox on macOS",
            ip: "203.0.113.7",
            created_at: "2026-03-18T09:30:00.000Z",
            last_used_at: "2026-03-19T18:02:41.000Z",
            current: true,
          },
        ],
      },
    },
  }),
  endOtherSessions: endpoint({
    method: "delete",
    path: "/api/sessions",
    summary: "Sign out everywhere else",
    description:
      "Ends every other session and app token, and every personal access token unless " +
      "`revoke_personal_tokens=false`.",
    tag,
    access: "account",
    query: endSessionsQuerySchema,
    responses: message(
      "Every other sign-in ended.",
      "Signed out of 2 other sessions. 1 personal access token was revoked.",
    ),
  }),
  endSession: endpoint({
    method: "delete",
    path: "/api/sessions/{session_id}",
    summary: "End one sign-in",
    tag,
    access: "account",
    params: { session_id: "uuid" },
    notFound: SESSION_NOT_FOUND,
    responses: message("Ended: its cookie or token stops working at once.", "Session ended."),
  }),
  activity: endpoint({
    method: "get",
    path: "/api/account-activity",
    summary: "The account's activity",
    description:
      "Sign-ins, failed sign-ins, password, email and two-factor changes, exports and imports of the " +
      "last year, newest first; `next_before` asks for the next page (null at the end).",
    tag,
    access: "account",
    query: activityQuerySchema,
    responses: {
      200: {
        description: "One page of events.",
        schema: activityPageSchema,
        example: {
          events: [
            {
              event_id: 412,
              kind: "sign_in",
              ip: "203.0.113.7",
              device: "Firefox on macOS",
              detail: { method: "password", client: "browser" },
              created_at: "2026-03-19T18:02:41.000Z",
            },
          ],
          next_before: null,
        },
      },
    },
  }),
};
