/**
 * A software authenticator for API tests: an ES256 key from node:crypto, answering
 * navigator.credentials.create() with a "none" attestation and get() with a signed
 * assertion, as a platform authenticator with user verification would. It keeps its
 * credentials (discoverable: each remembers its user handle) and signature counters.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | Buffer | string) => createHash("sha256").update(data).digest();

type Credential = { id: Buffer; key: KeyObject; userHandle: string; counter: number; rpId: string };

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: { id: string }[] };

export type Flags = { userPresent?: boolean; userVerified?: boolean };

function flagsByte({ userPresent = true, userVerified = true }: Flags, attested = false): number {
  return (userPresent ? 0x01 : 0) | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
}

function counterBytes(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  constructor(readonly origin = "http://localhost:3000") {}

  /** The answer to navigator.credentials.create(options), as @simplewebauthn/browser sends it. */
  create(options: CreationOptions, flags: Flags = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
      ]),
    );
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flagsByte(flags, true)]),
      counterBytes(0),
      Buffer.alloc(16), // aaguid: none
      idLength,
      id,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    const clientDataJSON = JSON.stringify({
      type: "webauthn.create",
      challenge: options.challenge,
      origin: this.origin,
    });
    this.credentials.push({ id, key: privateKey, userHandle: options.user.id, counter: 0, rpId });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(Buffer.from(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }

  /** The answer to navigator.credentials.get(options): the allowed credential, or the newest one (discoverable). */
  get(options: RequestOptions, flags: Flags = {}, overrides: { origin?: string; credential?: Credential } = {}) {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const credential =
      overrides.credential ??
      [...this.credentials].reverse().find((c) => !allowed?.length || allowed.includes(b64url(c.id)));
    if (!credential) throw new Error("no credential for these options");
    credential.counter += 1;
    const authData = Buffer.concat([
      sha256(options.rpId ?? credential.rpId),
      Buffer.from([flagsByte(flags)]),
      counterBytes(credential.counter),
    ]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin: overrides.origin ?? this.origin }),
    );
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), credential.key);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }
}
