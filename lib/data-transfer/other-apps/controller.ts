/**
 * The import of the page, kept outside any component: the worker, the picked files and the
 * step the import is at live here, at module level, so leaving /import for another page of the
 * app and coming back finds the import still running, and the page re-attaches to it. A full
 * reload ends the worker; the server's copy of the import then shows how far it got, and
 * picking the same files resumes it.
 */
import { api, errorText } from "@/lib/api-client/client";
import type { ApiResult } from "@/lib/api-client/contract";
import type { Preview } from "./collect";
import { loadChoices, saveChoices, forgetChoices, type ImportChoices } from "./choices";
import { fingerprintOf } from "./hash";
import { sendJson } from "./retry";
import type { SendProgress } from "./send";
import type { CsvMapping, ImportContext, MoodMap, RecordKind, SourceId } from "./types";
import type { FilePreview, WorkerMessage, WorkerRequest } from "./worker-protocol";

export type ImportJob = ApiResult<"/api/imports/{import_id}">;

export type ImportStep =
  | { step: "pick"; error?: string }
  | { step: "reading"; read: number; total: number; resuming: boolean }
  | { step: "preview"; preview: Preview; files: FilePreview[]; resume: ImportJob | null }
  | { step: "sending"; job: ImportJob; read: number; total: number; retrying: SendProgress["retrying"] }
  | { step: "finished"; job: ImportJob }
  | { step: "stopped"; job: ImportJob; message: string };

export type ImportState = ImportStep & { choices: ImportChoices };

export const WORKER_FAILED = "The import could not run in this browser. Reload the page and try again.";
export const NOTHING_PICKED = "Pick at least one file.";

type Settings = { timeZone: string; today: string };

class ImportController {
  private state: ImportState = { step: "pick", choices: {} };
  private readonly listeners = new Set<() => void>();
  private worker: Worker | null = null;
  private files: File[] = [];
  private included: File[] = [];
  private settings: Settings = { timeZone: "UTC", today: new Date().toISOString().slice(0, 10) };

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  snapshot = (): ImportState => this.state;

  /** The signed-in user's zone and today, from the page. */
  configure(settings: Settings): void {
    this.settings = settings;
  }

  get busy(): boolean {
    return this.state.step === "reading" || this.state.step === "sending";
  }

  /** Files picked or dropped: an interrupted import of the same files resumes, anything else is previewed. */
  async pick(files: File[]): Promise<void> {
    if (this.busy) return;
    if (files.length === 0) return this.set({ step: "pick", error: NOTHING_PICKED }, {});
    this.files = files;
    const fingerprint = fingerprintOf(files);
    let running: ImportJob | undefined;
    try {
      const { imports } = await api<ApiResult<"/api/imports">>("/api/imports");
      running = imports.find((i) => i.status === "running" && i.fingerprint === fingerprint);
    } catch {
      // the list could not be read: the files are previewed as a new import, and dedupe keeps it safe
    }
    this.preview(running ? (loadChoices(running.import_id) ?? {}) : {}, running ?? null);
  }

  /** The mood scores the user confirmed: the preview is read again with them. */
  setMoodMap(moodMap: MoodMap): void {
    if (this.state.step !== "preview") return;
    this.preview({ ...this.state.choices, moodMap }, this.state.resume);
  }

  /** The CSV columns the user mapped: the preview is read again with them. */
  setMapping(mapping: CsvMapping): void {
    if (this.state.step !== "preview") return;
    this.preview({ ...this.state.choices, mapping }, this.state.resume);
  }

  /** Starts sending the records of `kinds` (or, for an import being resumed, of its own kinds). */
  async start(kinds: RecordKind[]): Promise<string | null> {
    if (this.state.step !== "preview") return null;
    const { preview, files, resume } = this.state;
    if (resume) return this.send(resume);
    const chosen = preview.kinds.filter((k) => kinds.includes(k.kind) && k.records > 0);
    if (chosen.length === 0) return "Choose at least one kind of record to import.";
    let job: ImportJob;
    try {
      job = await api<ImportJob>({
        path: "/api/imports",
        body: {
          source: sourceOf(files),
          files: this.files.map((f) => ({ name: f.name, size: f.size })),
          fingerprint: fingerprintOf(this.files),
          kinds: Object.fromEntries(chosen.map((k) => [k.kind, { expected: k.records }])),
        },
      });
    } catch (err) {
      return errorText(err, "The import could not start. Please try again.");
    }
    saveChoices(job.import_id, this.state.choices);
    this.send(job);
    return null;
  }

  /** Sends again from where the server says the import got to (after a lost connection). */
  async retry(): Promise<void> {
    if (this.state.step !== "stopped") return;
    let job = this.state.job;
    try {
      job = await api<ImportJob>(`/api/imports/${job.import_id}`);
    } catch {
      // the server is still out of reach: the sender waits for it again
    }
    this.send(job);
  }

  /** Stops sending; what was sent stays, and the import is marked cancelled. */
  async cancel(): Promise<void> {
    if (this.state.step !== "sending" && this.state.step !== "stopped") return;
    const job = this.state.job;
    this.stopWorker();
    const cancelled = { ...job, status: "cancelled" as const };
    this.set({ step: "finished", job: cancelled });
    try {
      const response = await sendJson(
        `/api/imports/${job.import_id}`,
        { method: "PATCH", body: { status: "cancelled" } },
        { fetch: (url, init) => fetch(url, init), delays: [1, 2] },
      );
      if (response.ok) this.set({ step: "finished", job: (await response.json()) as ImportJob });
    } catch {
      // the import stays "running" on the server and shows as interrupted later
    }
    forgetChoices(job.import_id);
  }

  /** Back to an empty page (after a summary, or to pick other files). */
  reset(): void {
    if (this.state.step === "sending") return;
    this.stopWorker();
    this.files = [];
    this.included = [];
    this.state = { step: "pick", choices: {} };
    this.emit();
  }

  private context(choices: ImportChoices): ImportContext {
    return { ...this.settings, ...choices };
  }

  private preview(choices: ImportChoices, resume: ImportJob | null): void {
    const total = this.files.reduce((n, f) => n + f.size, 0);
    this.set({ step: "reading", read: 0, total, resuming: resume !== null }, choices);
    const worker = this.startWorker({ type: "preview", files: this.files, ctx: this.context(choices) });
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === "bytes" && this.state.step === "reading") {
        this.set({ ...this.state, read: message.read });
      } else if (message.type === "previewed") {
        this.stopWorker();
        this.included = this.files.filter((_, i) => message.files[i]?.included);
        this.set({ step: "preview", preview: message.preview, files: message.files, resume });
        // a resumed import whose choices are all known goes on by itself
        if (resume && !needsChoice(message.preview, choices)) this.send(resume);
      }
    };
  }

  private send(job: ImportJob): null {
    const total = this.included.reduce((n, f) => n + f.size, 0);
    const choices = this.state.choices;
    this.set({ step: "sending", job, read: 0, total, retrying: null });
    const worker = this.startWorker({
      type: "import",
      files: this.included,
      ctx: this.context(choices),
      importId: job.import_id,
      kinds: Object.keys(job.kinds) as RecordKind[],
      skipChunks: job.chunks_done,
      counts: job.kinds,
    });
    window.addEventListener("beforeunload", holdPage);
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (this.state.step !== "sending") return;
      const current = this.state.job;
      if (message.type === "bytes") return this.set({ ...this.state, read: message.read });
      if (message.type === "previewed") return;
      const job = { ...current, kinds: { ...current.kinds, ...message.counts }, chunks_done: message.chunksDone };
      if (message.type === "progress") return this.set({ ...this.state, job, retrying: message.retrying });
      this.stopWorker();
      if (message.type === "done") {
        forgetChoices(job.import_id);
        this.set({ step: "finished", job: { ...job, status: "done" } });
      } else this.set({ step: "stopped", job, message: message.message });
    };
    return null;
  }

  private startWorker(request: WorkerRequest): Worker {
    this.stopWorker();
    const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "import" });
    worker.onerror = () => {
      this.stopWorker();
      if (this.state.step === "sending") this.set({ step: "stopped", job: this.state.job, message: WORKER_FAILED });
      else this.set({ step: "pick", error: WORKER_FAILED });
    };
    worker.postMessage(request);
    this.worker = worker;
    return worker;
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = null;
    if (typeof window !== "undefined") window.removeEventListener("beforeunload", holdPage);
  }

  private set(step: ImportStep, choices: ImportChoices = this.state.choices): void {
    this.state = { ...step, choices };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** Asks before a reload or a closed tab ends the sending (the import can be resumed, but not by itself). */
function holdPage(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

/** The app the files came from: the source of most of them, else a plain CSV. */
function sourceOf(files: readonly FilePreview[]): SourceId {
  const counts = new Map<SourceId, number>();
  for (const f of files)
    if (f.included)
      for (const o of f.outcomes) if (o.source && !o.notImported) counts.set(o.source, (counts.get(o.source) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "csv";
}

/** Whether the preview waits for the user: a CSV's columns to map. */
export function needsChoice(preview: Preview, choices: ImportChoices): boolean {
  return (preview.facts.column?.length ?? 0) > 0 && !choices.mapping;
}

export const importController = new ImportController();
