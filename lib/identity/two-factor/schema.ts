/**
 * The payloads of two-factor sign-in: setting factors up in Settings (each change asks for the
 * password), and the second step of a sign-in. Shared by the forms and the route handlers.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { requiredText, tooLong } from "@/lib/validation/common";

/** The second steps a sign-in may offer, in the order the form shows them. */
export const MFA_METHODS = ["totp", "recovery_code", "passkey"] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
export const PASSKEY_NAME_MAX = 60;

const PASSWORD_MAX = 256;

/** The account's password, asked again before a factor is added, removed or renewed. */
export const passwordSchema = z.object({
  password: z
    .string({ error: "Password is required" })
    .check(z.minLength(1, "Password is required"), z.maxLength(PASSWORD_MAX, tooLong("Password", PASSWORD_MAX))),
});
export type PasswordInput = output<typeof passwordSchema>;

/** A 6-digit code as typed: spaces are dropped ("123 456" reads as 123456). */
const totpCode = z.string({ error: "Code is required" }).check(
  z.overwrite((v) => v.replace(/\s+/g, "")),
  z.minLength(1, "Code is required"),
  z.regex(/^\d{6}$/, `Code must be the ${TOTP_DIGITS} digits your authenticator app shows`),
);

export const totpConfirmSchema = z.object({ code: totpCode });
export type TotpConfirmInput = output<typeof totpConfirmSchema>;

/** A recovery code as typed: case, spaces and dashes do not matter. */
const recoveryCode = z.string({ error: "Recovery code is required" }).check(
  z.overwrite((v) => v.replace(/[\s-]+/g, "").toLowerCase()),
  z.minLength(1, "Recovery code is required"),
  z.maxLength(40, "Recovery code is not valid"),
);

const base64url = (label: string, max = 4096) =>
  z
    .string({ error: `${label} is required` })
    .check(z.minLength(1, `${label} is required`), z.maxLength(max, `${label} is too long`));

/** What @simplewebauthn/browser's startAuthentication answers (AuthenticationResponseJSON). */
export const passkeyAssertionSchema = z.object({
  id: base64url("Passkey id", 1024),
  rawId: base64url("Passkey id", 1024),
  type: z.literal("public-key", "Passkey response is not valid"),
  response: z.object({
    clientDataJSON: base64url("Passkey client data"),
    authenticatorData: base64url("Passkey authenticator data"),
    signature: base64url("Passkey signature", 1024),
    userHandle: z.optional(base64url("Passkey user handle", 256)),
  }),
  authenticatorAttachment: z.optional(z.string().check(z.maxLength(40))),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
});
export type PasskeyAssertion = output<typeof passkeyAssertionSchema>;

/** What startRegistration answers (RegistrationResponseJSON). */
export const passkeyAttestationSchema = z.object({
  id: base64url("Passkey id", 1024),
  rawId: base64url("Passkey id", 1024),
  type: z.literal("public-key", "Passkey response is not valid"),
  response: z.object({
    clientDataJSON: base64url("Passkey client data"),
    attestationObject: base64url("Passkey attestation", 16384),
    transports: z.optional(z.array(z.string().check(z.maxLength(20))).check(z.maxLength(10))),
  }),
  authenticatorAttachment: z.optional(z.string().check(z.maxLength(40))),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
});

const passkeyName = z.pipe(
  z.optional(
    z
      .string({ error: "Name must be text" })
      .check(z.trim(), z.maxLength(PASSKEY_NAME_MAX, tooLong("Name", PASSKEY_NAME_MAX))),
  ),
  z.transform((v) => v || null),
);

/** A new passkey: the authenticator's answer, and a name the user may give it. */
export const passkeyRegisterSchema = z.object({ credential: passkeyAttestationSchema, name: passkeyName });
export type PasskeyRegisterInput = output<typeof passkeyRegisterSchema>;

export const passkeyRenameSchema = z.object({ name: requiredText("Name", PASSKEY_NAME_MAX) });
export type PasskeyRenameInput = output<typeof passkeyRenameSchema>;

const mfaToken = z
  .string({ error: "Sign-in token is required" })
  .check(
    z.minLength(20, "This sign-in has expired. Please sign in again."),
    z.maxLength(200, "This sign-in has expired. Please sign in again."),
  );

export const mfaTokenSchema = z.object({ mfa_token: mfaToken });

/** The second step of a sign-in: the token of the first, and one of a code, a recovery code or a passkey. */
export const mfaLoginSchema = z
  .object({
    mfa_token: mfaToken,
    code: z.optional(totpCode),
    recovery_code: z.optional(recoveryCode),
    passkey: z.optional(passkeyAssertionSchema),
  })
  .check(
    z.refine(
      (v) => [v.code, v.recovery_code, v.passkey].filter((x) => x !== undefined).length === 1,
      "Send one of code, recovery_code or passkey",
    ),
  );
export type MfaLoginInput = output<typeof mfaLoginSchema>;

/** A sign-in with a passkey alone. */
export const passkeyLoginSchema = z.object({ passkey: passkeyAssertionSchema });
export type PasskeyLoginInput = output<typeof passkeyLoginSchema>;

/** The second step's recovery-code field, as the form checks it before sending. */
export const recoveryFormSchema = z.object({ recovery_code: recoveryCode });
