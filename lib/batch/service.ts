/**
 * Runs the items of a batch in order, each as its single route would: the route's schema and
 * text checks (400 with the same detail), its plan rule (402), its path parameter (404), then
 * the same service call. All items share one transaction, each inside a savepoint of its own:
 * a failed item leaves nothing and undoes no other, the batch pays one commit instead of 500,
 * and a database outage part-way undoes the whole batch, so the request's 503 means nothing
 * was stored and a retry is safe.
 */
import "server-only";
import * as z from "zod/mini";
import type { Db } from "@/db/client";
import type { SignedInUser } from "@/lib/identity/sessions";
import { isDatabaseUnavailable } from "@/lib/errors/db-errors";
import { ApiError } from "@/lib/errors/api-error";
import { badText } from "@/lib/validation/storable-text";
import { assertCan } from "@/lib/billing/entitlements";
import { describeError, log } from "@/lib/log";
import { localDateIn } from "@/lib/time/zones";
import { isUuid } from "@/lib/validation/common";
import { fieldLabel, issueDetail } from "@/lib/validation/issues";
import { type ItemParam, KINDS } from "./kinds";
import { ALREADY_PRESENT, isPresent } from "./present";
import type { BatchItem } from "./schema";

export type BatchResult = { status: 201; id?: string } | { status: number; detail: string };

const UNEXPECTED = "Something went wrong on our side. Please try again.";

/** The id a path parameter would carry, from the item's body: 400 when absent, 404 when no row could have it. */
function paramOf(body: unknown, param: ItemParam): string {
  const value = body && typeof body === "object" ? (body as Record<string, unknown>)[param.name] : undefined;
  const label = fieldLabel(param.name);
  if (value === undefined || value === null) throw ApiError.badRequest(`${label} is required`);
  if (typeof value !== "string") throw ApiError.badRequest(`${label} must be text`);
  if (!isUuid(value)) throw ApiError.notFound(param.notFound);
  return value;
}

/** One item, checked in the single route's order; its row is written inside a savepoint. */
async function createItem(
  tx: Db,
  user: SignedInUser,
  { kind: name, body }: BatchItem,
  dedupe: boolean,
): Promise<BatchResult> {
  const kind = KINDS[name];
  const textProblem = badText(body);
  if (textProblem) throw ApiError.badRequest(textProblem);
  const parsed = z.safeParse(kind.schema, body);
  if (!parsed.success) throw ApiError.badRequest(issueDetail(parsed.error));
  const param = kind.param ? paramOf(body, kind.param) : "";
  if (kind.requires) assertCan(user, kind.requires);
  const id = await tx.transaction(async (item) => {
    if (dedupe) {
      const fields = parsed.data as Record<string, unknown>;
      const input = { ...fields, date: fields.date ?? localDateIn(user.time_zone), [kind.param?.name ?? ""]: param };
      if (await isPresent(item, user.id, name, input)) throw ApiError.conflict(ALREADY_PRESENT);
    }
    return kind.create(item, user, parsed.data, param);
  });
  if (id === null) {
    if (kind.param) throw ApiError.notFound(kind.param.notFound);
    return { status: 201 };
  }
  return { status: 201, id };
}

/**
 * The results of `items`, one per item in order: `{ status: 201, id }` or the `{ status, detail }`
 * the single route would answer. With `dedupe` (an import), an item already stored is not stored
 * again and answers 409 "Already present". Throws (the request's 503) only when the database is
 * unreachable.
 */
export async function runBatch(
  db: Db,
  user: SignedInUser,
  items: readonly BatchItem[],
  { dedupe = false }: { dedupe?: boolean } = {},
): Promise<BatchResult[]> {
  return db.transaction(async (tx) => {
    const results: BatchResult[] = [];
    for (const [index, item] of items.entries()) {
      try {
        results.push(await createItem(tx, user, item, dedupe));
      } catch (err) {
        if (err instanceof ApiError) {
          results.push({ status: err.status, detail: err.detail });
          continue;
        }
        if (isDatabaseUnavailable(err)) throw err;
        log.error("unexpected error", { where: `batch items[${index}] (${item.kind})`, error: describeError(err) });
        results.push({ status: 500, detail: UNEXPECTED });
      }
    }
    return results;
  });
}
