/** Second factors: an authenticator app (TOTP), passkeys and recovery codes. Each change asks for the password. */
import { PASSKEY_NOT_FOUND } from "@/lib/identity/two-factor/passkeys";
import { messageSchema } from "@/lib/identity/account/responses";
import {
  passkeyRegisterSchema,
  passkeyRenameSchema,
  passwordSchema,
  totpConfirmSchema,
} from "@/lib/identity/two-factor/schema";
import {
  creationOptionsSchema,
  passkeyAddedSchema,
  passkeySchema,
  recoveryCodesSchema,
  totpSetupSchema,
  twoFactorStatusSchema,
} from "@/lib/identity/two-factor/responses";
import { PASSKEY_EXAMPLE, RECOVERY_CODES_EXAMPLE } from "./examples";
import { endpoint } from "../endpoint";

const tag = "Two-factor";
const access = "account";
const PASSWORD = { password: "correct-horse-battery" };

export const twoFactorEndpoints = {
  status: endpoint({
    method: "get",
    path: "/api/two-factor",
    summary: "The account's second factors",
    tag,
    access,
    responses: {
      200: {
        description: "The authenticator app, the passkeys and how many recovery codes are left.",
        schema: twoFactorStatusSchema,
        example: { enabled: true, totp_enabled: true, passkeys: [PASSKEY_EXAMPLE], recovery_codes_left: 9 },
      },
    },
  }),
  totpSetup: endpoint({
    method: "post",
    path: "/api/two-factor/totp/setup",
    summary: "Start setting up an authenticator app",
    description:
      "A new secret and its QR code; the app is on once POST /api/two-factor/totp/confirm gets a first code.",
    tag,
    access,
    body: passwordSchema,
    bodyExample: PASSWORD,
    responses: {
      200: {
        description: "The secret to add to the authenticator app.",
        schema: totpSetupSchema,
        example: {
          secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
          otpauth_url:
            "otpauth://totp/vitalog:alex%40example.com?issuer=vitalog&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
          qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33">…</svg>',
        },
      },
    },
    throws: [409, 429],
  }),
  totpConfirm: endpoint({
    method: "post",
    path: "/api/two-factor/totp/confirm",
    summary: "Turn the authenticator app on with its first code",
    tag,
    access,
    body: totpConfirmSchema,
    bodyExample: { code: "123456" },
    responses: {
      200: {
        description: "On; the recovery codes are shown this once.",
        schema: recoveryCodesSchema,
        example: { recovery_codes: RECOVERY_CODES_EXAMPLE },
      },
    },
    throws: [409],
  }),
  totpOff: endpoint({
    method: "delete",
    path: "/api/two-factor/totp",
    summary: "Turn the authenticator app off",
    tag,
    access,
    body: passwordSchema,
    bodyExample: PASSWORD,
    responses: {
      200: { description: "Off.", schema: messageSchema, example: { detail: "Authenticator app turned off." } },
    },
    throws: [409, 429],
  }),
  recoveryCodes: endpoint({
    method: "post",
    path: "/api/two-factor/recovery-codes",
    summary: "Replace the recovery codes",
    description: "Ten new codes; the old ones stop working.",
    tag,
    access,
    body: passwordSchema,
    bodyExample: PASSWORD,
    responses: {
      200: {
        description: "The new codes, shown this once.",
        schema: recoveryCodesSchema,
        example: { recovery_codes: RECOVERY_CODES_EXAMPLE },
      },
    },
    throws: [409, 429],
  }),
  passkeyOptions: endpoint({
    method: "post",
    path: "/api/two-factor/passkeys/options",
    summary: "Options for creating a passkey",
    tag,
    access,
    body: passwordSchema,
    bodyExample: PASSWORD,
    responses: {
      200: {
        description: "Options for navigator.credentials.create().",
        schema: creationOptionsSchema,
        example: {
          options: {
            rp: { name: "vitalog", id: "vitalog.example" },
            user: { id: "PxwrfopNTl-bahwtPj9aaw", name: "alex@example.com", displayName: "Alex Doe" },
            challenge: "q3H8ZyJm0c4fV6wL2tR9kB",
            pubKeyCredParams: [
              { alg: -8, type: "public-key" },
              { alg: -7, type: "public-key" },
              { alg: -257, type: "public-key" },
            ],
            timeout: 300000,
            excludeCredentials: [],
            authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
            attestation: "none",
          },
        },
      },
    },
    throws: [409, 429],
  }),
  addPasskey: endpoint({
    method: "post",
    path: "/api/two-factor/passkeys",
    summary: "Add a passkey",
    description:
      "The answer of navigator.credentials.create() to the options of POST /api/two-factor/passkeys/options. " +
      "The account's first second factor also gets recovery codes.",
    tag,
    access,
    body: passkeyRegisterSchema,
    bodyExample: {
      name: "MacBook Touch ID",
      credential: {
        id: "hY3tG1cQk0mB2yW5",
        rawId: "hY3tG1cQk0mB2yW5",
        type: "public-key",
        response: {
          clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0",
          attestationObject: "o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVi",
          transports: ["internal", "hybrid"],
        },
        clientExtensionResults: {},
      },
    },
    responses: {
      201: {
        description: "Added.",
        schema: passkeyAddedSchema,
        example: { passkey: PASSKEY_EXAMPLE, recovery_codes: RECOVERY_CODES_EXAMPLE },
      },
    },
    throws: [409],
  }),
  renamePasskey: endpoint({
    method: "put",
    path: "/api/two-factor/passkeys/{passkey_id}",
    summary: "Rename a passkey",
    tag,
    access,
    params: { passkey_id: "uuid" },
    notFound: PASSKEY_NOT_FOUND,
    body: passkeyRenameSchema,
    bodyExample: { name: "Work laptop" },
    responses: {
      200: { description: "Renamed.", schema: passkeySchema, example: { ...PASSKEY_EXAMPLE, name: "Work laptop" } },
    },
  }),
  removePasskey: endpoint({
    method: "delete",
    path: "/api/two-factor/passkeys/{passkey_id}",
    summary: "Remove a passkey",
    description: "Recovery codes go too when no second factor is left.",
    tag,
    access,
    params: { passkey_id: "uuid" },
    notFound: PASSKEY_NOT_FOUND,
    body: passwordSchema,
    bodyExample: PASSWORD,
    responses: { 200: { description: "Removed.", schema: messageSchema, example: { detail: "Passkey removed." } } },
    throws: [429],
  }),
};
