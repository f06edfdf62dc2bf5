/**
 * The messages between the import page and its worker (./worker.ts). Files cross as File
 * objects (the browser hands the worker a reference, not a copy); the worker answers with the
 * preview, the progress of the reading and sending, and the end.
 */
import type { Preview } from "./collect";
import type { FileOutcome } from "./read";
import type { CountsByKind, SendProgress } from "./send";
import type { ImportContext, RecordKind } from "./types";

/** What the preview found in one picked file (a zip: in each of its entries). */
export type FilePreview = {
  name: string;
  size: number;
  outcomes: FileOutcome[];
  /** Records per kind read from this file. */
  records: Partial<Record<RecordKind, number>>;
  /** False when something in it could not be read: none of its records is sent. */
  included: boolean;
};

export type WorkerRequest =
  | { type: "preview"; files: File[]; ctx: ImportContext }
  | {
      type: "import";
      files: File[];
      ctx: ImportContext;
      importId: string;
      kinds: RecordKind[];
      skipChunks: number;
      counts: CountsByKind;
    };

export type WorkerMessage =
  | { type: "bytes"; read: number; total: number }
  | { type: "previewed"; preview: Preview; files: FilePreview[] }
  | ({ type: "progress" } & SendProgress)
  | ({ type: "done" } & SendProgress)
  | ({ type: "failed"; message: string; status: number } & SendProgress);
