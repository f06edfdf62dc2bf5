"use client";

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";

/** What a passkey prompt that was closed, timed out or refused by the device reads. */
export const PASSKEY_NOT_USED = "The passkey was not used. You can try again, or choose another way.";
export const PASSKEY_UNSUPPORTED = "This browser cannot use passkeys.";

/** A passkey prompt that ended without an answer. */
export class PasskeyPromptError extends Error {}

// loaded on the click that needs it: the login page does not carry it on first load
const webauthn = () => import("@simplewebauthn/browser");

/** Asks the device for a passkey's signature over the server's challenge. */
export async function askForPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  const { browserSupportsWebAuthn, startAuthentication } = await webauthn();
  if (!browserSupportsWebAuthn()) throw new PasskeyPromptError(PASSKEY_UNSUPPORTED);
  try {
    return await startAuthentication({ optionsJSON });
  } catch (err) {
    console.info("passkey prompt ended", err);
    throw new PasskeyPromptError(PASSKEY_NOT_USED);
  }
}

/** Asks the device to make a new passkey for this site. */
export async function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { browserSupportsWebAuthn, startRegistration } = await webauthn();
  if (!browserSupportsWebAuthn()) throw new PasskeyPromptError(PASSKEY_UNSUPPORTED);
  try {
    return await startRegistration({ optionsJSON });
  } catch (err) {
    console.info("passkey creation ended", err);
    const name = (err as { name?: string })?.name;
    throw new PasskeyPromptError(
      name === "InvalidStateError" ? "This device already has a passkey for your account." : PASSKEY_NOT_USED,
    );
  }
}
