/**
 * What `/api/tokens` answers, as schemas for the OpenAPI document; the services' types
 * (`TokenView`, `CreatedToken`) are inferred from them.
 */
import * as z from "zod/mini";
import { TOKEN_SCOPES } from "./schema";

const instant = z.iso.datetime({ offset: true });
const scope = z.enum(TOKEN_SCOPES).check(z.describe("`read`: GET only. `read_write`: every route but account ones."));

export const tokenViewSchema = z.object({
  token_id: z.uuid(),
  name: z.string(),
  scope,
  created_at: instant,
  last_used_at: z.nullable(instant).check(z.describe("Null: never used. Recorded at most once a minute.")),
  expires_at: z
    .nullable(instant)
    .check(z.describe("Null: a token made before every token had to end within a year; it does not expire.")),
  expired: z.boolean().check(z.describe("Past its end: it no longer works; listed until revoked.")),
});

export const tokenListSchema = z.object({
  tokens: z.array(tokenViewSchema).check(z.describe("Newest first, expired tokens included.")),
});

export const createdTokenSchema = z.object({
  token_id: z.uuid(),
  token: z
    .string()
    .check(
      z.regex(/^vl_pat_[A-Za-z0-9_-]{43,}$/),
      z.describe("The secret: answered this once and stored only as a hash. Send it as `Authorization: Bearer`."),
    ),
  name: z.string(),
  scope,
  expires_at: instant.check(z.describe("30, 90 or 365 days after its creation.")),
});

export const detailSchema = z.object({ detail: z.string() });
