/**
 * What the suspected-trigger routes answer, as schemas: the OpenAPI document is generated
 * from them and the contract tests hold every real answer to them.
 */
import * as z from "zod/mini";
import { localDate, rowId, timestamp } from "@/lib/answers/fields";
import { SUSPICION_KINDS } from "./choices";

/** A factor the user may suspect, grouped by kind. */
export const suspicionChoiceSchema = z.object({
  /** The factor analysis' key: "poor_sleep", "food:caffeine", "trigger:red wine". */
  factor_key: z.string(),
  label: z.string(),
  kind: z.enum(SUSPICION_KINDS),
});

/** One factor the user suspects. */
export const suspicionSchema = z.object({
  suspicion_id: rowId,
  factor_key: z.string(),
  label: z.string(),
  kind: z.enum(SUSPICION_KINDS),
  /** The user's local day it was added: the report tests it first once 30 days of new records follow. */
  since: localDate,
  created_at: timestamp,
});

export const suspicionListSchema = z.object({
  /** Oldest first. */
  suspicions: z.array(suspicionSchema),
  /** Everything the user may pick, the ones already suspected included, grouped by kind. */
  choices: z.array(suspicionChoiceSchema),
});
