"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { Segmented } from "@/components/ui/segmented";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api-client/client";
import { METRIC_RULES, METRIC_TYPES, unitsFor, type MetricType } from "@/lib/health/schema";
import type { CsvMapping } from "@/lib/data-transfer/other-apps/types";
import { SavedMappings, type SavedMapping } from "./saved-mappings";
import { suggestMapping as suggestColumns } from "@/lib/data-transfer/other-apps/sources/csv/suggest";

type Target = CsvMapping["target"];
type Form = {
  target: Target;
  date: string;
  time: string;
  kindFrom: "column" | "fixed";
  kind: string;
  fixedKind: string;
  value: string;
  unitFrom: "column" | "fixed" | "none";
  unit: string;
  fixedUnit: string;
};

const TARGETS = [
  { value: "health_metric", label: "Measurements" },
  { value: "food_entry", label: "Food" },
  { value: "exercise", label: "Exercise" },
] as const;

const VALUE_LABEL: Record<Target, string> = {
  health_metric: "Value column",
  food_entry: "Calories column",
  exercise: "Duration (minutes) column",
};
const KIND_LABEL: Record<Target, string> = {
  health_metric: "Kind of measurement",
  food_entry: "Food name",
  exercise: "Exercise name",
};

function formOf(mapping: CsvMapping | null, headers: readonly string[]): Form {
  const c = mapping?.columns;
  return {
    target: mapping?.target ?? "health_metric",
    date: c?.date ?? headers[0] ?? "",
    time: c?.time ?? "",
    kindFrom: c?.kind ? "column" : "fixed",
    kind: c?.kind ?? "",
    fixedKind: c?.fixed_kind ?? (mapping?.target && mapping.target !== "health_metric" ? "" : "weight"),
    value: c?.value ?? headers[1] ?? "",
    unitFrom: c?.unit ? "column" : c?.fixed_unit ? "fixed" : "none",
    unit: c?.unit ?? "",
    fixedUnit: c?.fixed_unit ?? "",
  };
}

function mappingOf(f: Form): CsvMapping {
  return {
    target: f.target,
    columns: {
      date: f.date,
      time: f.time || null,
      kind: f.kindFrom === "column" ? f.kind || null : null,
      fixed_kind: f.kindFrom === "fixed" ? f.fixedKind.trim() || null : null,
      value: f.value,
      unit: f.unitFrom === "column" ? f.unit || null : null,
      fixed_unit: f.unitFrom === "fixed" ? f.fixedUnit || null : null,
    },
  };
}

function ColumnSelect({
  label,
  value,
  headers,
  onChange,
  optional,
}: {
  label: string;
  value: string;
  headers: readonly string[];
  onChange: (v: string) => void;
  optional?: string;
}) {
  return (
    <Field label={label}>
      {(p) => (
        <Select {...p} value={value} onChange={(e) => onChange(e.target.value)}>
          {optional !== undefined && <option value="">{optional}</option>}
          {headers.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/**
 * A CSV of no app vitalog knows: which of its columns hold the date, the time, the kind and the
 * value (and the unit), or one kind and unit for every row. Pre-filled with a guess from the
 * header names; saved mappings can be reused, and this one saved for the next file.
 */
export function MappingStep({
  headers,
  chosen,
  saved,
  onApply,
}: {
  headers: readonly string[];
  chosen: CsvMapping | undefined;
  /** The user's saved mappings (the page reads them on the server). */
  saved: readonly SavedMapping[];
  onApply: (mapping: CsvMapping) => void;
}) {
  const toast = useToast();
  const router = useRouter();
  const [form, setForm] = useState<Form>(() => formOf(chosen ?? suggestColumns(headers), headers));
  const [save, setSave] = useState(false);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const fixedType = (METRIC_TYPES as readonly string[]).includes(form.fixedKind)
    ? (form.fixedKind as MetricType)
    : null;
  const units = form.target === "health_metric" && fixedType ? unitsFor(fixedType) : [];

  async function apply() {
    if (save && !name.trim()) return setNameError("Name the mapping to save it");
    setNameError(null);
    const mapping = mappingOf(form);
    if (save) {
      try {
        await api({ path: "/api/import-mappings", body: { name: name.trim(), mapping } });
        toast.show(`Mapping "${name.trim()}" saved`, "success");
        setSave(false);
        router.refresh();
      } catch (err) {
        toast.show(errorText(err, "The mapping could not be saved. Please try again."), "error");
      }
    }
    onApply(mapping);
  }

  return (
    <TitledCard id="import-mapping" title="Map the columns of your CSV">
      <p className="mb-4 text-sm text-muted">
        This CSV comes from an app vitalog does not know. Say which column holds what, and the file is read again with
        your choice.
      </p>
      <SavedMappings
        mappings={saved}
        onUse={(m) => {
          setForm(formOf(m, headers));
          onApply(m);
        }}
      />
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void apply();
        }}
      >
        <Segmented
          legend="The rows are"
          options={[...TARGETS]}
          value={form.target}
          onChange={(target) =>
            set({ target, fixedKind: target === "health_metric" ? "weight" : "", unitFrom: "none" })
          }
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <ColumnSelect label="Date column" value={form.date} headers={headers} onChange={(date) => set({ date })} />
          <ColumnSelect
            label="Time column"
            value={form.time}
            headers={headers}
            optional="No time column"
            onChange={(time) => set({ time })}
          />
        </div>
        <Segmented
          legend={KIND_LABEL[form.target]}
          options={[
            { value: "column", label: "From a column" },
            { value: "fixed", label: "Same for all" },
          ]}
          value={form.kindFrom}
          onChange={(kindFrom) => set({ kindFrom })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {form.kindFrom === "column" ? (
            <ColumnSelect
              label={`${KIND_LABEL[form.target]} column`}
              value={form.kind}
              headers={headers}
              optional="Choose a column"
              onChange={(kind) => set({ kind })}
            />
          ) : form.target === "health_metric" ? (
            <Field label="Every row is">
              {(p) => (
                <Select
                  {...p}
                  value={form.fixedKind}
                  onChange={(e) => set({ fixedKind: e.target.value, fixedUnit: "" })}
                >
                  {METRIC_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {METRIC_RULES[t].label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : (
            <Field label={`${KIND_LABEL[form.target]} for every row`}>
              {(p) => <Input {...p} value={form.fixedKind} onChange={(e) => set({ fixedKind: e.target.value })} />}
            </Field>
          )}
          <ColumnSelect
            label={VALUE_LABEL[form.target]}
            value={form.value}
            headers={headers}
            onChange={(value) => set({ value })}
          />
        </div>
        {form.target === "health_metric" && (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Unit">
              {(p) => (
                <Select
                  {...p}
                  value={form.unitFrom}
                  onChange={(e) => set({ unitFrom: e.target.value as Form["unitFrom"] })}
                >
                  <option value="none">In the value column&apos;s name, e.g. “Weight (kg)”</option>
                  <option value="column">In a column of its own</option>
                  <option value="fixed">The same for every row</option>
                </Select>
              )}
            </Field>
            {form.unitFrom === "column" && (
              <ColumnSelect
                label="Unit column"
                value={form.unit}
                headers={headers}
                optional="Choose a column"
                onChange={(unit) => set({ unit })}
              />
            )}
            {form.unitFrom === "fixed" && (
              <Field label="Every value is in">
                {(p) =>
                  units.length > 0 ? (
                    <Select {...p} value={form.fixedUnit} onChange={(e) => set({ fixedUnit: e.target.value })}>
                      <option value="">Choose a unit</option>
                      {units.map((u) => (
                        <option key={u} value={u}>
                          {u}
                        </option>
                      ))}
                    </Select>
                  ) : (
                    <Input {...p} value={form.fixedUnit} onChange={(e) => set({ fixedUnit: e.target.value })} />
                  )
                }
              </Field>
            )}
          </div>
        )}
        <div className="space-y-3 border-t border-slate-200 pt-4">
          <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={save}
              onChange={(e) => setSave(e.target.checked)}
            />
            Save this mapping for the next file
          </label>
          {save && (
            <Field label="Mapping name" error={nameError}>
              {(p) => <Input {...p} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />}
            </Field>
          )}
          <Button type="submit">Read the file with these columns</Button>
        </div>
      </form>
    </TitledCard>
  );
}
