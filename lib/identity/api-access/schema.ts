/**
 * The payload of a new personal access token, shared by the Settings → API form and
 * `POST /api/tokens`. No server code here: the form validates with it in the browser.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { currentPassword } from "@/lib/identity/schema";
import { requiredText } from "@/lib/validation/common";

export const TOKEN_SCOPES = ["read", "read_write"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/**
 * The ends a token may have, in days from its creation: a year at most, so a key forgotten in
 * a script stops working on its own. Tokens made before this rule without an end keep working
 * (Settings marks them "Never expires" and suggests replacing them).
 */
export const TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export type TokenExpiryDays = (typeof TOKEN_EXPIRY_DAYS)[number];

export const TOKEN_NAME_MAX = 100;

const SCOPE_MESSAGE = 'Scope must be "read" or "read_write"';
const EXPIRY_MESSAGE = "Expires in days must be 30, 90 or 365";

export const tokenCreateSchema = z.object({
  name: requiredText("Name", TOKEN_NAME_MAX),
  scope: z.enum(TOKEN_SCOPES, {
    error: (issue) => (issue.input === undefined ? "Scope is required" : SCOPE_MESSAGE),
  }),
  expires_in_days: z.literal(TOKEN_EXPIRY_DAYS, {
    error: (issue) => (issue.input === undefined ? "Expires in days is required (30, 90 or 365)" : EXPIRY_MESSAGE),
  }),
  // a stolen session alone cannot mint a key that outlives it: the owner confirms with the password
  current_password: currentPassword(),
});
export type TokenCreateInput = output<typeof tokenCreateSchema>;
