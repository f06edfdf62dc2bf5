"use client";

import { useState } from "react";
import { SelectField } from "@/components/ui/field";
import { metricTypeLabel, unitSymbol } from "@/lib/health/display";
import { EDIT_MODAL_TYPES, METRIC_TYPES, metricUpdateSchema, unitsFor, type MetricType } from "@/lib/health/schema";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { formNumber } from "@/lib/validation/common";
import { EditDialog } from "./edit-dialog";
import { DateTimeFields, DECIMAL, InputField, NotesField } from "./input-field";
import type { MetricItem } from "./types";

export type MetricValues = {
  metric_type: MetricType;
  value: string;
  unit: string;
  notes: string;
  date: string;
  time: string;
};

/** What the edit modal sends for its values. */
export function metricPayload(values: MetricValues) {
  return { ...values, value: formNumber(values.value) };
}

/** The record's type, else blood pressure. */
const typeOf = (item: MetricItem): MetricType =>
  (METRIC_TYPES as string[]).includes(item.metric_type) ? (item.metric_type as MetricType) : "blood_pressure";

/** The form's values of a measurement: its own, else blood pressure, today and now. */
function prefill(item: MetricItem, timeZone: string): MetricValues {
  const type = typeOf(item);
  return {
    metric_type: type,
    value: String(item.value ?? ""),
    unit: item.unit && unitsFor(type).includes(item.unit) ? item.unit : unitsFor(type)[0]!,
    notes: item.notes ?? "",
    date: item.date || localDateIn(timeZone),
    time: item.time || localTimeIn(timeZone),
  };
}

export function EditMetricDialog({
  item,
  timeZone,
  onClose,
}: {
  item: MetricItem;
  timeZone: string;
  onClose: () => void;
}) {
  const [values, setValues] = useState(() => prefill(item, timeZone));
  // the edit modal's types, plus the record's own (e.g. blood_pressure_systolic from the vitals form)
  const own = typeOf(item);
  const types: MetricType[] = (EDIT_MODAL_TYPES as readonly MetricType[]).includes(own)
    ? [...EDIT_MODAL_TYPES]
    : [own, ...EDIT_MODAL_TYPES];
  const set = (patch: Partial<MetricValues>) => setValues((v) => ({ ...v, ...patch }));

  function changeType(next: MetricType) {
    set({ metric_type: next, ...(unitsFor(next).includes(values.unit) ? {} : { unit: unitsFor(next)[0]! }) });
  }

  return (
    <EditDialog
      kind="metric"
      id={item.metric_id}
      title="Edit health metric"
      schema={metricUpdateSchema}
      payload={() => metricPayload(values)}
      timeZone={timeZone}
      onClose={onClose}
    >
      {(errors) => (
        <div className="space-y-4">
          <SelectField
            label="Metric type"
            error={errors.metric_type}
            value={values.metric_type}
            choices={types}
            optionLabel={metricTypeLabel}
            onChange={changeType}
          />
          <div className="grid grid-cols-2 gap-3">
            <InputField
              label="Value"
              error={errors.value}
              {...DECIMAL}
              value={values.value}
              onChange={(value) => set({ value })}
            />
            <SelectField
              label="Unit"
              error={errors.unit}
              value={values.unit}
              choices={unitsFor(values.metric_type)}
              optionLabel={unitSymbol}
              onChange={(unit) => set({ unit })}
            />
            <DateTimeFields
              date={values.date}
              time={values.time}
              errors={errors}
              onChange={set}
              maxDate={localDateIn(timeZone)}
            />
          </div>
          <NotesField value={values.notes} error={errors.notes} onChange={(notes) => set({ notes })} />
        </div>
      )}
    </EditDialog>
  );
}
