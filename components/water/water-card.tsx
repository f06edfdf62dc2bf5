"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress";
import { detailOf, useApiAction } from "@/components/ui/use-api-action";
import { formatVolume } from "@/lib/units";
import {
  amountUnit,
  customWaterPayload,
  glassesOfTarget,
  imperialAmountErrors,
  totalOfTarget,
} from "@/lib/water/amount";
import { waterEntryCreateSchema } from "@/lib/water/schema";
import type { WaterDay } from "@/lib/water/service";
import { AddGlassButton } from "./add-glass-button";
import { PendingWrites } from "@/components/offline/pending-writes";

/** The food page's Water card: the day's total against the target, one-tap and custom amounts, the day's entries. */
export function WaterCard({ day, imperial, today }: { day: WaterDay; imperial: boolean; today: string }) {
  const isToday = day.date === today;
  const [amount, setAmount] = useState("");
  const add = useApiAction({
    schema: waterEntryCreateSchema,
    check: () => imperialAmountErrors(amount, imperial),
    request: (body: ReturnType<typeof customWaterPayload>) => ({ path: "/api/water", body }),
    success: "Water logged",
    failure: { fallback: "Failed to log water", prefix: "Error" },
    onSuccess: () => setAmount(""),
    offline: { label: () => `Water · ${amount.trim()} ${unit}`, onQueued: () => setAmount("") },
  });
  const remove = useApiAction({
    request: (entryId: string) => ({ path: `/api/water/${entryId}`, method: "DELETE" }),
    success: detailOf,
    failure: { fallback: "Failed to delete water entry", prefix: "Error" },
  });
  const unit = amountUnit(imperial);

  return (
    <Card aria-labelledby="water-card">
      <CardTitle action={<AddGlassButton imperial={imperial} date={day.date} size="sm" />}>
        <span id="water-card">Water</span>
      </CardTitle>
      <p className="text-2xl font-semibold text-ink">{totalOfTarget(day.total_ml, day.target_ml, imperial)}</p>
      <p className="text-sm text-muted">{glassesOfTarget(day.total_ml, day.target_ml, imperial)}</p>
      <ProgressBar
        className="mt-3"
        value={day.total_ml}
        max={day.target_ml}
        label={`Water drunk ${isToday ? "today" : "that day"} against the daily target`}
      />
      <form
        onSubmit={add.submit(() => customWaterPayload(amount, imperial, day.date))}
        noValidate
        className="mt-4 flex items-end gap-2"
      >
        <Field label={`Other amount (${unit})`} error={add.fieldErrors.amount_ml} className="min-w-0 flex-1">
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode={imperial ? "decimal" : "numeric"}
              min={imperial ? 0.1 : 1}
              step={imperial ? 0.1 : 1}
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                add.clearField("amount_ml");
              }}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={add.pending} className="shrink-0">
          Add
        </Button>
      </form>
      <PendingWrites paths={["/api/water"]} date={day.date} className="mt-4" />
      {day.entries.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No water logged {isToday ? "today" : "on this day"} yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Water entries">
          {day.entries.map((e) => (
            <li key={e.entry_id} className="flex items-center justify-between gap-3 px-3 py-1">
              <span className="text-ink">
                {formatVolume(e.amount_ml, imperial)}
                {e.time && <span className="ml-2 text-sm text-muted">{e.time}</span>}
              </span>
              <Button
                size="sm"
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                aria-label={`Delete ${formatVolume(e.amount_ml, imperial)} of water${e.time ? ` at ${e.time}` : ""}`}
                disabled={remove.pending}
                onClick={() => void remove.run(e.entry_id)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
