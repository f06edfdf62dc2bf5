"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { migraineCreateSchema, SEVERITY } from "@/lib/health/schema";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { MigraineFields, migrainePayload, type MigraineValues } from "./migraine-fields";

/** A blank form: severity 5, empty lists and fields, the time given (now). */
export const freshMigraine = (time: string): MigraineValues => ({
  severity: SEVERITY.default,
  duration: "",
  triggers: [],
  symptoms: [],
  location: "",
  treatment: "",
  notes: "",
  date: "",
  time,
});

/** What the tracker sends: the episode dated today, a missing duration as null. */
export function migraineCreatePayload(values: MigraineValues, today: string) {
  return migrainePayload({ ...values, date: today }, null);
}

/** Migraine Tracker: POST /api/migraines, dated today in the user's zone; a success resets the form. */
export function MigraineForm({ timeZone, initialTime }: { timeZone: string; initialTime: string }) {
  const [values, setValues] = useState<MigraineValues>(() => freshMigraine(initialTime));
  const log = useApiAction({
    schema: migraineCreateSchema,
    request: (body: ReturnType<typeof migraineCreatePayload>) => ({ path: "/api/migraines", body }),
    success: "Migraine episode logged successfully!",
    failure: { fallback: "Failed to log migraine episode", prefix: "Error" },
    onSuccess: () => setValues(freshMigraine(localTimeIn(timeZone))),
  });

  return (
    <form
      onSubmit={log.submit(() => migraineCreatePayload(values, localDateIn(timeZone)))}
      noValidate
      aria-label="Log migraine episode"
      className="space-y-4"
    >
      <MigraineFields
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        durationStep={0.1}
        showDate={false}
        errors={log.fieldErrors}
      />
      <Button type="submit" disabled={log.pending} className="w-full sm:w-auto">
        {log.pending ? "Logging..." : "Log Migraine Episode"}
      </Button>
    </form>
  );
}
