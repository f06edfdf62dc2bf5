"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { api } from "@/lib/api/client";
import { metricTypeLabel, unitSymbol } from "@/lib/health/display";
import {
  EDIT_MODAL_TYPES,
  METRIC_TYPES,
  NOTES_MAX,
  metricValueProblem,
  unitsFor,
  type MetricType,
} from "@/lib/health/fields";
import { writeError } from "./edit-migraine-dialog";
import type { MetricItem } from "./types";
import { localDateIn, localTimeIn } from "@/lib/time/zones";

const isType = (t: string): t is MetricType => (METRIC_TYPES as string[]).includes(t);

export function EditMetricDialog({
  item,
  timeZone,
  open,
  onClose,
}: {
  item: MetricItem;
  timeZone: string;
  open: boolean;
  onClose: () => void;
}) {
  const router = useRouter();
  const toast = useToast();
  const initialType: MetricType = isType(item.metric_type) ? item.metric_type : "blood_pressure";
  // the spec's edit types, plus the record's own (e.g. blood_pressure_systolic from the vitals form)
  const types: MetricType[] = EDIT_MODAL_TYPES.includes(initialType as (typeof EDIT_MODAL_TYPES)[number])
    ? [...EDIT_MODAL_TYPES]
    : [initialType, ...EDIT_MODAL_TYPES];
  const [type, setType] = useState<MetricType>(initialType);
  const [value, setValue] = useState(String(item.value ?? ""));
  const [unit, setUnit] = useState(
    item.unit && unitsFor(initialType).includes(item.unit) ? item.unit : unitsFor(initialType)[0]!,
  );
  const [notes, setNotes] = useState(item.notes ?? "");
  const [date, setDate] = useState(item.date || localDateIn(timeZone));
  const [time, setTime] = useState(item.time || localTimeIn(timeZone));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function changeType(next: MetricType) {
    setType(next);
    if (!unitsFor(next).includes(unit)) setUnit(unitsFor(next)[0]!);
  }

  async function save() {
    const number = Number(value);
    const problem =
      value.trim() === "" || !Number.isFinite(number) ? "Enter a number" : metricValueProblem(type, unit, number);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await api(`/api/health-metrics/${item.metric_id}`, {
        method: "PUT",
        body: { metric_type: type, value: number, unit, notes, date, time },
      });
      toast.show("Health metric updated successfully!", "success");
      onClose();
      router.refresh();
    } catch (err) {
      toast.show(writeError("updating", "health_metric", err), "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Edit health metric"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={saving}>
            {saving ? "Saving..." : "Save Changes"}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <Field label="Metric type">
          {(p) => (
            <Select {...p} value={type} onChange={(e) => changeType(e.target.value as MetricType)}>
              {types.map((t) => (
                <option key={t} value={t}>
                  {metricTypeLabel(t)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Value" error={error}>
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="decimal"
                step="any"
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            )}
          </Field>
          <Field label="Unit">
            {(p) => (
              <Select {...p} value={unit} onChange={(e) => setUnit(e.target.value)}>
                {unitsFor(type).map((u) => (
                  <option key={u} value={u}>
                    {unitSymbol(u)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Date">
            {(p) => <Input {...p} type="date" value={date} onChange={(e) => setDate(e.target.value)} />}
          </Field>
          <Field label="Time">
            {(p) => <Input {...p} type="time" value={time} onChange={(e) => setTime(e.target.value)} />}
          </Field>
        </div>
        <Field label="Notes">
          {(p) => <Textarea {...p} maxLength={NOTES_MAX} value={notes} onChange={(e) => setNotes(e.target.value)} />}
        </Field>
      </div>
    </Dialog>
  );
}
