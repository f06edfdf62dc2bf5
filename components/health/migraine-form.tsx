"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { migraineCreateSchema, SEVERITY } from "@/lib/health/schema";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { futureDateErrors } from "@/lib/validation/future-date";
import type { AcuteChoice } from "./acute-medication-choices";
import { MigraineFields, migrainePayload, type MigraineValues } from "./migraine-fields";

/** A blank form: severity 5, empty lists and fields, the date and time given (today, now). */
export const freshMigraine = (date: string, time: string): MigraineValues => ({
  kind: "migraine",
  severity: SEVERITY.default,
  duration: "",
  triggers: [],
  symptoms: [],
  location: "",
  treatment: "",
  notes: "",
  date,
  time,
  acute_medication_ids: [],
});

/** What the tracker sends: the episode on its date (today unless changed), a missing duration as null. */
export function migraineCreatePayload(values: MigraineValues) {
  return migrainePayload(values, null);
}

/**
 * Migraine Tracker: POST /api/migraines, dated today in the user's zone unless the user picks an
 * earlier day (never a later one); a success resets the form. The acute medications ticked travel
 * in the body, so a write queued offline keeps them.
 */
export function MigraineForm({
  timeZone,
  initialDate,
  initialTime,
  acuteChoices,
}: {
  timeZone: string;
  initialDate: string;
  initialTime: string;
  /** The user's medications with a headache class, to tick as taken. */
  acuteChoices: AcuteChoice[];
}) {
  const [values, setValues] = useState<MigraineValues>(() => freshMigraine(initialDate, initialTime));
  const log = useApiAction({
    schema: migraineCreateSchema,
    check: (body: ReturnType<typeof migraineCreatePayload>) =>
      futureDateErrors({ date: body.date }, localDateIn(timeZone)),
    request: (body: ReturnType<typeof migraineCreatePayload>) => ({ path: "/api/migraines", body }),
    success: "Migraine episode logged successfully!",
    failure: { fallback: "Failed to log migraine episode", prefix: "Error" },
    onSuccess: () => setValues(freshMigraine(localDateIn(timeZone), localTimeIn(timeZone))),
    offline: {
      label: (body) => `Migraine, severity ${body.severity}/10 · ${body.date} ${body.time}`,
      onQueued: () => setValues(freshMigraine(localDateIn(timeZone), localTimeIn(timeZone))),
    },
  });

  return (
    <form
      onSubmit={log.submit(() => migraineCreatePayload(values))}
      noValidate
      aria-label="Log migraine episode"
      className="space-y-4"
    >
      <MigraineFields
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        durationStep={0.1}
        maxDate={initialDate}
        errors={log.fieldErrors}
        acuteChoices={acuteChoices}
      />
      <Button type="submit" disabled={log.pending} className="w-full sm:w-auto">
        {log.pending ? "Logging..." : "Log Migraine Episode"}
      </Button>
    </form>
  );
}
