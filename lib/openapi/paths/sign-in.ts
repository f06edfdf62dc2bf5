/** Registration and the steps of a sign-in, which answer the bearer token the other routes take. */
import { loginSchema, registerSchema } from "@/lib/identity/schema";
import { loginAnswerSchema, messageSchema, signInSchema } from "@/lib/identity/account/responses";
import { mfaLoginSchema, mfaTokenSchema, passkeyLoginSchema } from "@/lib/identity/two-factor/schema";
import { requestOptionsSchema } from "@/lib/identity/two-factor/responses";
import { ASSERTION_EXAMPLE, PROFILE_BODY, REQUEST_OPTIONS_EXAMPLE, SIGN_IN_EXAMPLE } from "./examples";
import { endpoint } from "../endpoint";

const tag = "Sign-in";
const MFA_TOKEN = "mfa_5Wq0rX2mT8yB3kN6pV9cZ1dF4hJ7";

export const signInEndpoints = {
  register: endpoint({
    method: "post",
    path: "/api/register",
    summary: "Create an account",
    description:
      "Creates the account (on the Pro trial) and signs it in: the answer holds a bearer token. " +
      "A verification link is mailed to the address. Attempts are limited per client address.",
    tag,
    access: "public",
    body: registerSchema,
    bodyExample: { ...PROFILE_BODY, password: "correct-horse-battery" },
    responses: {
      201: { description: "The account and its first bearer token.", schema: signInSchema, example: SIGN_IN_EXAMPLE },
    },
    throws: [409, 429, 500, 503],
  }),
  login: endpoint({
    method: "post",
    path: "/api/login",
    summary: "Sign in with email and password",
    description:
      "Answers a bearer token, or, for an account with two factors, a short-lived `mfa_token` for " +
      "POST /api/login/mfa. Failed attempts are throttled per account and per client address (429).",
    tag,
    access: "public",
    body: loginSchema,
    bodyExample: { email: "alex@example.com", password: "correct-horse-battery" },
    responses: {
      200: {
        description: "Signed in, or the second step the account asks for.",
        schema: loginAnswerSchema,
        example: SIGN_IN_EXAMPLE,
      },
    },
    throws: [401, 429, 500, 503],
  }),
  secondStep: endpoint({
    method: "post",
    path: "/api/login/mfa",
    summary: "Complete a sign-in with a second factor",
    description: "The `mfa_token` of POST /api/login and exactly one of `code`, `recovery_code` or `passkey`.",
    tag,
    access: "public",
    body: mfaLoginSchema,
    bodyExample: { mfa_token: MFA_TOKEN, code: "123456" },
    responses: { 200: { description: "Signed in.", schema: signInSchema, example: SIGN_IN_EXAMPLE } },
    throws: [401, 429, 500, 503],
  }),
  secondStepPasskeyOptions: endpoint({
    method: "post",
    path: "/api/login/mfa/passkey-options",
    summary: "A passkey challenge for the second step",
    tag,
    access: "public",
    body: mfaTokenSchema,
    bodyExample: { mfa_token: MFA_TOKEN },
    responses: {
      200: {
        description: "Options for navigator.credentials.get(), limited to the account's passkeys.",
        schema: requestOptionsSchema,
        example: REQUEST_OPTIONS_EXAMPLE,
      },
    },
    throws: [401, 500, 503],
  }),
  passkeyOptions: endpoint({
    method: "post",
    path: "/api/login/passkey/options",
    summary: "A challenge for a sign-in by passkey alone",
    tag,
    access: "public",
    responses: {
      200: {
        description: "Options for navigator.credentials.get() (any passkey of this site).",
        schema: requestOptionsSchema,
        example: REQUEST_OPTIONS_EXAMPLE,
      },
    },
    throws: [429, 500, 503],
  }),
  passkey: endpoint({
    method: "post",
    path: "/api/login/passkey",
    summary: "Sign in with a passkey",
    description: "The answer of navigator.credentials.get() to a challenge of POST /api/login/passkey/options.",
    tag,
    access: "public",
    body: passkeyLoginSchema,
    bodyExample: { passkey: ASSERTION_EXAMPLE },
    responses: { 200: { description: "Signed in.", schema: signInSchema, example: SIGN_IN_EXAMPLE } },
    throws: [401, 429, 500, 503],
  }),
  logout: endpoint({
    method: "post",
    path: "/api/logout",
    summary: "Sign out",
    description: "Ends the sign-in that makes the call: this bearer token, or this browser session.",
    tag,
    access: "account",
    responses: { 200: { description: "Signed out.", schema: messageSchema, example: { detail: "Logged out." } } },
  }),
};
