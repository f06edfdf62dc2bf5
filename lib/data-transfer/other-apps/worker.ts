/**
 * The import's Web Worker: reads the picked files off the page's thread, as streams, with every
 * importer (./sources). A preview pass tallies what each file holds; an import pass sends the
 * records of the chosen kinds through ./send.ts, whose back-pressure holds the reading back, so
 * neither pass keeps more than a few pieces of a file and a few chunks of records in memory.
 */
import { PreviewCollector, type Preview } from "./collect";
import { mergePreviews } from "./preview-merge";
import { readFiles, UNKNOWN_FORMAT, type FileOutcome } from "./read";
import { CancelledError, SendError } from "./retry";
import { BatchSender } from "./send";
import { RECOGNISERS } from "./sources";
import { leaveOutDailySummaries } from "./sources/cronometer/overlap";
import type { ImportContext, RecordKind } from "./types";
import type { FilePreview, WorkerMessage, WorkerRequest } from "./worker-protocol";

type Scope = {
  postMessage(message: WorkerMessage): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};
const scope = self as unknown as Scope;
const post = (message: WorkerMessage) => scope.postMessage(message);

export const UNREADABLE = "This file could not be read: it may have been moved or changed since it was picked.";
const BYTES_EVERY_MS = 100;

/** Posts the bytes read at most every BYTES_EVERY_MS, and always the last figure. */
function bytesReporter(total: number) {
  let last = 0;
  return {
    report(read: number) {
      const now = Date.now();
      if (now - last < BYTES_EVERY_MS && read < total) return;
      last = now;
      post({ type: "bytes", read, total });
    },
  };
}

/**
 * A picked file is left out when part of it could not be read: records read before a broken
 * line would otherwise go without the rest. An entry of a zip that nothing recognises brought
 * no record, so it only gets named.
 */
function isIncluded(file: File, outcomes: readonly FileOutcome[]): boolean {
  return outcomes.every((o) => !o.error || (o.error === UNKNOWN_FORMAT && o.name !== file.name));
}

function recordsOf(preview: Preview): Partial<Record<RecordKind, number>> {
  return Object.fromEntries(preview.kinds.filter((k) => k.records > 0).map((k) => [k.kind, k.records]));
}

async function preview(files: File[], ctx: ImportContext): Promise<void> {
  const total = files.reduce((n, f) => n + f.size, 0);
  const bytes = bytesReporter(total);
  const previews: Preview[] = [];
  const found: FilePreview[] = [];
  let before = 0;
  for (const file of files) {
    const collector = new PreviewCollector();
    let outcomes: FileOutcome[];
    try {
      outcomes = await readFiles([file], ctx, collector, {
        recognisers: RECOGNISERS,
        onBytes: (n) => bytes.report(before + n),
      });
    } catch {
      outcomes = [{ name: file.name, source: null, fileKind: null, error: UNREADABLE }];
    }
    const result = collector.result();
    const included = isIncluded(file, outcomes);
    found.push({ name: file.name, size: file.size, outcomes, records: recordsOf(result), included });
    previews.push(result);
    before += file.size;
  }
  bytes.report(total);
  leaveOutDailySummaries(found);
  const merged = mergePreviews(previews.filter((_, i) => found[i]!.included));
  post({ type: "previewed", preview: merged, files: found });
}

async function runImport(request: Extract<WorkerRequest, { type: "import" }>): Promise<void> {
  const total = request.files.reduce((n, f) => n + f.size, 0);
  const bytes = bytesReporter(total);
  const sender = new BatchSender({
    importId: request.importId,
    kinds: request.kinds,
    skipChunks: request.skipChunks,
    counts: request.counts,
    fetch: (url, init) => fetch(url, init),
    origin: self.location.origin,
    onProgress: (progress) => post({ type: "progress", ...progress }),
  });
  let before = 0;
  try {
    for (const file of request.files) {
      await readFiles([file], request.ctx, sender, {
        recognisers: RECOGNISERS,
        onBytes: (n) => bytes.report(before + n),
        pause: sender.pause,
      });
      before += file.size;
    }
    bytes.report(total);
    post({ type: "done", ...(await sender.finish()) });
  } catch (err) {
    const status = err instanceof SendError ? err.status : 0;
    const message =
      err instanceof SendError || err instanceof CancelledError
        ? err.message
        : err instanceof DOMException
          ? UNREADABLE
          : String(err instanceof Error ? err.message : err);
    post({ type: "failed", message, status, ...sender.progress() });
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === "preview") void preview(request.files, request.ctx);
  else void runImport(request);
};
