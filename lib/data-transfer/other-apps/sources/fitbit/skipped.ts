/**
 * Files of kinds vitalog does not keep (heart rate every few seconds, height, VO2 max, zones,
 * active minutes): read like the others, so the preview counts what each holds under the
 * reason it is left out.
 */
import type { JsonReader } from "../../source";
import type { RecordKind } from "../../types";
import { entriesOf } from "./entries";

export function skippedReader(kind: RecordKind | null, reason: string): JsonReader {
  return { format: "json", read: (value, _ctx, sink) => sink.skip(kind, reason, entriesOf(value).length) };
}
