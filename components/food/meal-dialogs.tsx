"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { MEAL_LABELS } from "@/lib/food/format";
import { MAX_MEAL_NAME, mealCopySchema, savedMealCreateSchema } from "@/lib/food/meal-schema";
import type { FoodEntryView } from "@/lib/food/service";
import { addDays } from "@/lib/time/dates";
import { formatShortDate } from "@/lib/time/format";

/** "Copy yesterday's breakfast", or the meal of the day before a past day shown. */
export function copyLabel(meal: string, date: string, today: string): string {
  const name = MEAL_LABELS[meal]!.toLowerCase();
  const before = addDays(date, -1);
  return date === today ? `Copy yesterday's ${name}` : `Copy ${name} of ${formatShortDate(before)}`;
}

const entriesCopied = (n: number, meal: string) =>
  `${n} ${n === 1 ? "entry" : "entries"} copied to ${MEAL_LABELS[meal]!.toLowerCase()}`;

/** Save a meal of the day shown under a name (POST /api/meals), to log it again in one tap. */
export function SaveMealDialog({ meal, date, onClose }: { meal: string | null; date: string; onClose: () => void }) {
  return (
    <Dialog open={meal !== null} onClose={onClose} title={`Save ${meal ? MEAL_LABELS[meal] : ""} as a meal`}>
      {meal && <SaveMealForm key={meal} meal={meal} date={date} onClose={onClose} />}
    </Dialog>
  );
}

function SaveMealForm({ meal, date, onClose }: { meal: string; date: string; onClose: () => void }) {
  const [name, setName] = useState("");
  const save = useApiAction<{ name: string; date: string; meal_type: string }, { name: string }>({
    schema: savedMealCreateSchema,
    request: (body) => ({ path: "/api/meals", body }),
    success: (saved) => `"${saved.name}" saved to your meals`,
    failure: "Failed to save meal",
    errorIn: "form",
    onSuccess: onClose,
  });
  return (
    <form onSubmit={save.submit(() => ({ name, date, meal_type: meal }))} noValidate className="space-y-3">
      <p className="text-sm text-muted">
        Every food of this {MEAL_LABELS[meal]!.toLowerCase()} is kept as it is logged. Log it again from the Meals tab,
        or by typing its name in Log Food.
      </p>
      <Field label="Meal name" error={save.fieldErrors.name}>
        {(p) => (
          <Input
            {...p}
            value={name}
            maxLength={MAX_MEAL_NAME}
            placeholder={`e.g. Usual ${MEAL_LABELS[meal]!.toLowerCase()}`}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
            required
          />
        )}
      </Field>
      {save.error && (
        <p role="alert" className="text-sm text-red-700">
          {save.error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={save.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.pending}>
          {save.pending ? "Saving..." : "Save meal"}
        </Button>
      </div>
    </form>
  );
}

/**
 * Copy a meal from an earlier day onto the day shown (POST /api/food-entries/copy): the day
 * before in one tap, or a day picked.
 */
export function CopyMealDialog({
  meal,
  date,
  today,
  onClose,
}: {
  meal: string | null;
  date: string;
  today: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={meal !== null} onClose={onClose} title={`Copy ${meal ? MEAL_LABELS[meal] : ""} from another day`}>
      {meal && <CopyMealForm key={meal} meal={meal} date={date} today={today} onClose={onClose} />}
    </Dialog>
  );
}

type CopyBody = { from_date: string; to_date: string; meal_type: string };

function CopyMealForm({
  meal,
  date,
  today,
  onClose,
}: {
  meal: string;
  date: string;
  today: string;
  onClose: () => void;
}) {
  const dayBefore = addDays(date, -1);
  const [from, setFrom] = useState(addDays(date, -2));
  const copy = useApiAction<CopyBody, FoodEntryView[]>({
    schema: mealCopySchema,
    request: (body) => ({ path: "/api/food-entries/copy", body }),
    success: (entries) => entriesCopied(entries.length, meal),
    failure: "Failed to copy meal",
    errorIn: "form",
    onSuccess: onClose,
  });
  const body = (fromDate: string): CopyBody => ({ from_date: fromDate, to_date: date, meal_type: meal });
  const name = MEAL_LABELS[meal]!.toLowerCase();
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Each food of that {name} is logged again as{" "}
        {date === today ? `today's ${name}` : `${name} of ${formatShortDate(date)}`}.
      </p>
      <Button className="w-full" disabled={copy.pending} onClick={() => void copy.run(body(dayBefore))}>
        {copyLabel(meal, date, today)}
      </Button>
      <form
        onSubmit={copy.submit(() => body(from))}
        noValidate
        className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-4"
      >
        <Field label="Or from the day" error={copy.fieldErrors.from_date} className="min-w-0 flex-1">
          {(p) => <Input {...p} type="date" max={dayBefore} value={from} onChange={(e) => setFrom(e.target.value)} />}
        </Field>
        <Button type="submit" variant="secondary" disabled={copy.pending}>
          Copy
        </Button>
      </form>
      {copy.error && (
        <p role="alert" className="text-sm text-red-700">
          {copy.error}
        </p>
      )}
      <div className="flex justify-end">
        <Button variant="ghost" onClick={onClose} disabled={copy.pending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
