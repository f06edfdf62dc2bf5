"use client";

import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { LIST_ITEM_MAX } from "@/lib/health/schema";

/**
 * A multi-select of fixed options as checkboxes, plus the user's own additions (free text;
 * the form's schema bounds the list and shows its message as `error`).
 */
export function ChoiceList({
  legend,
  singular,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  /** "trigger" or "symptom", for the add field's label. */
  singular: string;
  options: readonly string[];
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState("");
  const addId = useId();
  const errorId = `${addId}-error`;
  const lower = (s: string) => s.trim().toLowerCase();
  const own = value.filter((v) => !options.some((o) => lower(o) === lower(v)));
  const all = [...options, ...own];
  const checked = (item: string) => value.some((v) => lower(v) === lower(item));

  function toggle(item: string) {
    onChange(checked(item) ? value.filter((v) => lower(v) !== lower(item)) : [...value, item]);
  }

  function add() {
    const item = draft.trim();
    if (!item) return;
    setDraft("");
    if (!checked(item)) onChange([...value, item]);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter") {
      e.preventDefault(); // adds the item instead of submitting the whole form
      add();
    }
  }

  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {all.map((item) => (
          <label
            key={item}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm hover:bg-slate-50"
          >
            <input
              type="checkbox"
              checked={checked(item)}
              onChange={() => toggle(item)}
              className="size-5 accent-brand-600"
            />
            <span className="min-w-0 break-words">{item}</span>
          </label>
        ))}
      </div>
      <div className="flex gap-2">
        <label htmlFor={addId} className="sr-only">
          Add another {singular}
        </label>
        <Input
          id={addId}
          value={draft}
          maxLength={LIST_ITEM_MAX}
          placeholder={`Other ${singular}`}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button variant="secondary" size="sm" onClick={add} className="shrink-0">
          Add<span className="sr-only"> {singular}</span>
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
