"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress";
import type { Plan } from "@/lib/billing/entitlements";
import {
  importController,
  needsChoice,
  type ImportJob,
  type ImportState,
} from "@/lib/data-transfer/other-apps/controller";
import { DropZone } from "./drop-zone";
import { FileList } from "./file-list";
import { formatBytes } from "./format";
import { LazyMappingStep as MappingStep } from "./lazy-mapping-step";
import type { SavedMapping } from "./saved-mappings";
import { MoodStep, moodsSettled } from "./mood-step";
import { LazyPreviewPanel as PreviewPanel } from "./lazy-preview-panel";
import { RecentImports } from "./recent-imports";
import { SendPanel, StoppedPanel } from "./send-panel";
import { SummaryPanel } from "./summary-panel";

export type ImportSettings = { timeZone: string; today: string; plan: Plan; imperial: boolean };
type Props = {
  settings: ImportSettings;
  recent: ImportJob[];
  mappings: SavedMapping[];
  /** What the page says of the apps it reads, shown while files are being chosen. */
  children?: ReactNode;
};

const FIRST: ImportState = { step: "pick", choices: {} };
const serverSnapshot = () => FIRST;

function Reading({ state }: { state: Extract<ImportState, { step: "reading" }> }) {
  return (
    <TitledCard id="import-reading" title={state.resuming ? "Reading the files again to resume" : "Reading your files"}>
      <div className="space-y-2">
        <ProgressBar value={state.read} max={Math.max(state.total, 1)} label="Bytes read" />
        <p className="text-sm text-muted tabular-nums">
          {formatBytes(state.read)} of {formatBytes(state.total)} read. Nothing is sent yet.
        </p>
        <Button variant="secondary" onClick={() => importController.reset()}>
          Stop
        </Button>
      </div>
    </TitledCard>
  );
}

/** What still holds the import back in the preview (a choice the user has to make), or null. */
function waitingFor(state: Extract<ImportState, { step: "preview" }>, moodDirty: boolean): string | null {
  const moods = state.preview.facts.mood ?? [];
  if (needsChoice(state.preview, state.choices)) return "Map the columns of your CSV first.";
  if (moods.length > 0 && (!moodsSettled(moods, state.choices.moodMap) || moodDirty)) {
    return "Confirm the scores of your moods first.";
  }
  return null;
}

function Preview({
  state,
  settings,
  mappings,
}: {
  state: Extract<ImportState, { step: "preview" }>;
  settings: ImportSettings;
  mappings: SavedMapping[];
}) {
  const [moodDirty, setMoodDirty] = useState(false);
  const moods = state.preview.facts.mood ?? [];
  const columns = state.preview.facts.column ?? [];
  // a new reading (other scores, other columns) starts its own choices of kinds
  const version = JSON.stringify(state.choices);
  return (
    <>
      <TitledCard id="import-files" title="Files">
        <FileList files={state.files} />
      </TitledCard>
      {columns.length > 0 && (
        <MappingStep
          key={`map-${version}`}
          headers={columns}
          chosen={state.choices.mapping}
          saved={mappings}
          onApply={(m) => importController.setMapping(m)}
        />
      )}
      {moods.length > 0 && (
        <MoodStep
          key={`mood-${version}`}
          labels={moods}
          chosen={state.choices.moodMap}
          onDirty={setMoodDirty}
          onApply={(map) => {
            setMoodDirty(false);
            importController.setMoodMap(map);
          }}
        />
      )}
      <PreviewPanel
        key={`kinds-${version}`}
        preview={state.preview}
        plan={settings.plan}
        imperial={settings.imperial}
        resume={state.resume}
        waiting={waitingFor(state, moodDirty)}
        onStart={(kinds) => importController.start(kinds)}
        onCancel={() => importController.reset()}
      />
    </>
  );
}

/**
 * The import page's client side: it shows the step the import controller is at (files to
 * pick, reading, preview, sending, summary), re-attaching to an import already running when
 * the user comes back to the page.
 */
export function ImportApp({ settings, recent, mappings, children }: Props) {
  const state = useSyncExternalStore(importController.subscribe, importController.snapshot, serverSnapshot);
  const router = useRouter();
  const { timeZone, today } = settings;
  useEffect(() => importController.configure({ timeZone, today }), [timeZone, today]);
  // the list of recent imports is the server's: read it again when an import ends or stops
  useEffect(() => {
    if (state.step === "finished" || state.step === "stopped") router.refresh();
  }, [state.step, router]);
  const activeId = state.step === "sending" || state.step === "stopped" ? state.job.import_id : null;
  const shownId = activeId ?? (state.step === "finished" ? state.job.import_id : null);

  return (
    <div className="space-y-4">
      {state.step === "pick" && (
        <TitledCard id="import-pick" title="Files to import">
          <div className="space-y-3">
            {state.error && <Alert tone="error">{state.error}</Alert>}
            <DropZone onFiles={(files) => void importController.pick(files)} />
          </div>
        </TitledCard>
      )}
      {state.step === "reading" && <Reading state={state} />}
      {state.step === "preview" && <Preview state={state} settings={settings} mappings={mappings} />}
      {state.step === "sending" && <SendPanel state={state} onCancel={() => void importController.cancel()} />}
      {state.step === "stopped" && (
        <StoppedPanel
          state={state}
          onRetry={() => void importController.retry()}
          onCancel={() => void importController.cancel()}
        />
      )}
      {state.step === "finished" && <SummaryPanel job={state.job} onAgain={() => importController.reset()} />}
      <RecentImports
        // the import on screen shows its own figures, fresher than the server's list
        jobs={recent.filter((j) => j.import_id !== shownId)}
        timeZone={timeZone}
      />
      {state.step === "pick" && children}
    </div>
  );
}
