/**
 * The envelope of POST /api/batch: `{ items: [{ kind, body }] }`, 1 to 500 items. Only the
 * envelope is checked here; each body is parsed later with its kind's own schema, so one bad
 * item is reported in its result instead of refusing the whole batch.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";

export const BATCH_KINDS = [
  "food_entry",
  "exercise",
  "health_metric",
  "migraine",
  "journal_entry",
  "medication_dose",
  "water",
  "daily_steps",
] as const;
export type BatchKind = (typeof BATCH_KINDS)[number];

export const BATCH_MAX_ITEMS = 500;

/** "items[3]": where in the envelope an issue is, so a script can find the item it sent. */
function itemAt(path: readonly PropertyKey[] | undefined): string {
  const index = path?.find((key) => typeof key === "number");
  return index === undefined ? "An item" : `items[${index}]`;
}

const SHAPE = "must be an object { kind, body }";

const batchItemSchema = z
  .object(
    {
      kind: z.enum(BATCH_KINDS, {
        error: (issue) => `${itemAt(issue.path)}: kind must be one of ${BATCH_KINDS.join(", ")}`,
      }),
      /** The fields the kind's own route takes; checked per item, never here. */
      body: z.optional(z.unknown()),
    },
    { error: (issue) => `${itemAt(issue.path)} ${SHAPE}` },
  )
  .check(
    z.refine((item) => item.body !== undefined, {
      error: (issue) => `${itemAt(issue.path)}: body is required (the fields of its kind's own route)`,
    }),
  );

export const batchEnvelopeSchema = z.object(
  {
    items: z
      .array(batchItemSchema, { error: `Items must be a list of 1 to ${BATCH_MAX_ITEMS} objects { kind, body }` })
      .check(
        z.minLength(1, "A batch needs at least 1 item"),
        z.maxLength(BATCH_MAX_ITEMS, `A batch holds at most ${BATCH_MAX_ITEMS} items`),
      ),
    /** An import's batch: items already stored (same kind, date, time and value) answer 409, not a second row. */
    dedupe: z.optional(z.boolean({ error: "Dedupe must be true or false" })),
  },
  { error: "Request body must be an object { items: [{ kind, body }] }" },
);
export type BatchEnvelope = output<typeof batchEnvelopeSchema>;
export type BatchItem = BatchEnvelope["items"][number];
