import { ApiError } from "@/lib/api/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a uuid names no row of ours: 404, not a database error. */
export function recordId(value: string | undefined, what: string): string {
  if (!value || !UUID.test(value)) throw ApiError.notFound(`${what} not found.`);
  return value;
}
