/**
 * The two-factor routes' answers as zod schemas, for the OpenAPI document and its contract
 * tests. WebAuthn options are the standard's JSON forms, given to the browser as they are;
 * the schemas name their main fields and let the standard's others through.
 */
import * as z from "zod/mini";
import { answers } from "@/lib/answers/service-type";
import { described, named } from "@/lib/answers/schema-names";
import type { PasskeySummary, TwoFactorStatus } from "./factors";
import type { PasskeyAdded } from "./passkeys";
import type { TotpSetup } from "./totp";

export const passkeySchema = named(
  "Passkey",
  answers<PasskeySummary>()(
    z.object({
      passkey_id: z.uuid(),
      name: z.string(),
      created_at: z.iso.datetime({ offset: true }),
      last_used_at: z.nullable(z.iso.datetime({ offset: true })),
      backed_up: z.boolean(),
    }),
  ),
);

export const twoFactorStatusSchema = answers<TwoFactorStatus>()(
  z.object({
    enabled: z.boolean(),
    totp_enabled: z.boolean(),
    passkeys: z.array(passkeySchema),
    recovery_codes_left: z.int().check(z.minimum(0)),
  }),
);

const recoveryCodes = () => described(z.array(z.string()), "Ten single-use codes, shown this once.");

export const passkeyAddedSchema = answers<PasskeyAdded>()(
  z.object({ passkey: passkeySchema, recovery_codes: z.optional(recoveryCodes()) }),
);

export const recoveryCodesSchema = z.object({ recovery_codes: recoveryCodes() });

export const totpSetupSchema = answers<TotpSetup>()(
  z.object({
    secret: described(z.string(), "The base32 secret, for typing into the authenticator app."),
    otpauth_url: z.string(),
    qr_svg: described(z.string(), "The otpauth URL as a QR code (SVG markup)."),
  }),
);

const credentialDescriptor = z.looseObject({
  id: z.string(),
  type: z.literal("public-key"),
  transports: z.optional(z.array(z.string())),
});

/** PublicKeyCredentialCreationOptionsJSON: for navigator.credentials.create(). */
export const creationOptionsSchema = z.object({
  options: named(
    "PasskeyCreationOptions",
    z.looseObject({
      rp: z.looseObject({ name: z.string(), id: z.optional(z.string()) }),
      user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
      challenge: z.string(),
      pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.literal("public-key") })),
      timeout: z.optional(z.number()),
      excludeCredentials: z.optional(z.array(credentialDescriptor)),
    }),
    "WebAuthn's PublicKeyCredentialCreationOptionsJSON, for navigator.credentials.create().",
  ),
});

/** PublicKeyCredentialRequestOptionsJSON: for navigator.credentials.get(). */
export const requestOptionsSchema = z.object({
  options: named(
    "PasskeyRequestOptions",
    z.looseObject({
      challenge: z.string(),
      timeout: z.optional(z.number()),
      rpId: z.optional(z.string()),
      allowCredentials: z.optional(z.array(credentialDescriptor)),
      userVerification: z.optional(z.string()),
    }),
    "WebAuthn's PublicKeyCredentialRequestOptionsJSON, for navigator.credentials.get().",
  ),
});
