/**
 * The suspected-trigger payloads: the body that adds one, shared by the form and the route.
 * A body names either a factor the analysis builds (`factor_key`) or a trigger in the user's
 * own words (`trigger`), which becomes "trigger:<name in lower case>".
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { LIST_ITEM_MAX } from "@/lib/health/schema";
import { requiredText, tooLong } from "@/lib/validation/common";
import { isFactorKey, TRIGGER_PREFIX } from "./choices";

/** The most suspicions one user keeps: each is a hypothesis the report corrects for, so few test better than many. */
export const SUSPICIONS_MAX = 30;
const FACTOR_KEY_MAX = TRIGGER_PREFIX.length + LIST_ITEM_MAX;

export const UNKNOWN_FACTOR = "Unknown factor: choose one of the listed factors or name your own trigger";
export const EITHER_KEY_OR_TRIGGER = "Send either factor_key or trigger";
export const SUSPICION_NOT_FOUND = "Suspected trigger not found.";
export const TOO_MANY_SUSPICIONS = `You can suspect at most ${SUSPICIONS_MAX} triggers. Remove one first.`;
export const alreadySuspected = (label: string) => `You already suspect ${label}.`;

export const suspicionCreateSchema = z
  .object({
    factor_key: z.optional(
      z
        .string({ error: "Factor key must be text" })
        .check(
          z.trim(),
          z.maxLength(FACTOR_KEY_MAX, tooLong("Factor key", FACTOR_KEY_MAX)),
          z.refine(isFactorKey, UNKNOWN_FACTOR),
        ),
    ),
    trigger: z.optional(requiredText("Trigger", LIST_ITEM_MAX)),
  })
  .check(z.refine((v) => (v.factor_key === undefined) !== (v.trigger === undefined), EITHER_KEY_OR_TRIGGER));
export type SuspicionCreate = output<typeof suspicionCreateSchema>;
