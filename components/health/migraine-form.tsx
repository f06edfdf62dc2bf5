"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api/client";
import { SEVERITY } from "@/lib/health/fields";
import { MigraineFields, migrainePayload, type MigraineValues } from "./migraine-fields";
import { localDateIn, localTimeIn } from "@/lib/time/zones";

const fresh = (time: string): MigraineValues => ({
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

/** Migraine Tracker: POST /api/migraines, dated today in the user's zone. */
export function MigraineForm({ timeZone, initialTime }: { timeZone: string; initialTime: string }) {
  const router = useRouter();
  const toast = useToast();
  const [values, setValues] = useState<MigraineValues>(() => fresh(initialTime));
  const [timeError, setTimeError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.time) {
      setTimeError("Time is required");
      return;
    }
    setTimeError(null);
    setSaving(true);
    try {
      await api("/api/migraines", {
        method: "POST",
        body: migrainePayload({ ...values, date: localDateIn(timeZone) }, null),
      });
      toast.show("Migraine episode logged successfully!", "success");
      setValues(fresh(localTimeIn(timeZone)));
      router.refresh();
    } catch (err) {
      toast.show(errorText(err, { fallback: "Failed to log migraine episode", prefix: "Error" }), "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Log migraine episode" className="space-y-4">
      <MigraineFields
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        durationStep={0.1}
        showDate={false}
        timeError={timeError}
      />
      <Button type="submit" disabled={saving} className="w-full sm:w-auto">
        {saving ? "Logging..." : "Log Migraine Episode"}
      </Button>
    </form>
  );
}
