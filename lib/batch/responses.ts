/**
 * What POST /api/batch answers, as schemas: the OpenAPI document is generated from them and
 * the contract tests hold every real answer to them.
 */
import * as z from "zod/mini";

/**
 * An item stored: the id its single route answers (`entry_id`, `metric_id`, `trigger_id`,
 * `dose_id`); none for a day's steps, which set the day's figure instead of adding a row.
 */
export const batchItemCreatedSchema = z.object({ status: z.literal(201), id: z.optional(z.guid()) });

/** An item refused or failed: the status and detail its single route would answer; nothing of it is stored. */
export const batchItemFailedSchema = z.object({
  status: z.int().check(z.minimum(400), z.maximum(599)),
  detail: z.string(),
});

/** One result per item, in the order of the items. */
export const batchResultsSchema = z.object({
  results: z.array(z.union([batchItemCreatedSchema, batchItemFailedSchema])),
});
