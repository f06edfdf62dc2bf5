"use client";

import { useState } from "react";
import { migraineUpdateSchema, SEVERITY } from "@/lib/health/schema";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import type { AcuteChoice } from "./acute-medication-choices";
import { EditDialog } from "./edit-dialog";
import { MigraineFields, migrainePayload, type MigraineValues } from "./migraine-fields";
import type { MigraineItem } from "./types";

/** The form's values of an episode: its own, else severity 5, blank fields, today and now. */
function prefill(item: MigraineItem, timeZone: string): MigraineValues {
  return {
    kind: item.kind,
    severity: item.severity ?? SEVERITY.default,
    duration: item.duration_hours === null ? "" : String(item.duration_hours),
    triggers: item.triggers ?? [],
    symptoms: item.symptoms ?? [],
    location: item.location ?? "",
    treatment: item.treatment ?? "",
    notes: item.notes ?? "",
    date: item.date || localDateIn(timeZone),
    time: item.time || localTimeIn(timeZone),
    acute_medication_ids: item.acute_medication_ids,
  };
}

/**
 * The medications the episode may name: the user's with a headache class, and those it already
 * names (a class removed since), so saving the edit keeps them unless unticked.
 */
function choicesFor(item: MigraineItem, acuteChoices: AcuteChoice[]): AcuteChoice[] {
  const offered = new Set(acuteChoices.map((c) => c.medication_id));
  return [...acuteChoices, ...item.acute_medications.filter((m) => !offered.has(m.medication_id))];
}

export function EditMigraineDialog({
  item,
  timeZone,
  onClose,
  acuteChoices,
}: {
  item: MigraineItem;
  timeZone: string;
  onClose: () => void;
  acuteChoices: AcuteChoice[];
}) {
  const [values, setValues] = useState(() => prefill(item, timeZone));
  return (
    <EditDialog
      kind="migraine"
      id={item.trigger_id}
      title="Edit migraine episode"
      schema={migraineUpdateSchema}
      payload={() => migrainePayload(values, 0)}
      timeZone={timeZone}
      onClose={onClose}
    >
      {(errors) => (
        <MigraineFields
          values={values}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          durationStep={0.5}
          maxDate={localDateIn(timeZone)}
          errors={errors}
          acuteChoices={choicesFor(item, acuteChoices)}
        />
      )}
    </EditDialog>
  );
}
