"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Input } from "@/components/ui/field";
import { api } from "@/lib/api-client/client";
import { kcal, nameWithBrand } from "@/lib/food/format";
import type { FoodSuggestion } from "@/lib/food/service";

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onPick: (suggestion: FoodSuggestion) => void;
  describedBy?: string;
  invalid?: boolean;
};

const DEBOUNCE_MS = 250;

/**
 * The food name input as an ARIA combobox: typing suggests the user's own foods and
 * products; arrow keys move through them, Enter picks, Escape closes.
 */
/** What a suggestion is, as the list says it. */
const SOURCE_WORDS: Record<string, string> = {
  history: "You logged this",
  custom: "My food",
  recipe: "Recipe",
  meal: "Saved meal",
  product: "Food database",
};

export function FoodNameSearch({ id, value, onChange, onPick, describedBy, invalid }: Props) {
  const listId = useId();
  const [results, setResults] = useState<FoodSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);

  useEffect(() => {
    const q = value.trim();
    if (!typed.current || q.length < 2) return;
    const controller = { cancelled: false };
    const timer = setTimeout(async () => {
      try {
        const res = await api<{ results: FoodSuggestion[] }>(`/api/food-search?q=${encodeURIComponent(q)}`);
        if (controller.cancelled) return;
        setResults(res.results);
        setOpen(res.results.length > 0);
        setActive(-1);
      } catch {
        // suggestions are a convenience: a failed search leaves the field as typed
      }
    }, DEBOUNCE_MS);
    return () => {
      controller.cancelled = true;
      clearTimeout(timer);
    };
  }, [value]);

  function pick(s: FoodSuggestion) {
    typed.current = false;
    setOpen(false);
    onPick(s);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (!open) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (e.key === "Enter" && active >= 0 && results[active]) {
      e.preventDefault();
      pick(results[active]);
    } else if (e.key === "Escape") {
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        autoComplete="off"
        value={value}
        onChange={(e) => {
          typed.current = true;
          if (e.target.value.trim().length < 2) setOpen(false);
          onChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        required
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!open}
        className={
          "absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-slate-200 " +
          "bg-white py-1 shadow-lg"
        }
      >
        {results.map((s, i) => (
          <li
            key={`${s.source}-${s.id ?? s.barcode ?? s.food_name}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(s)}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-brand-50" : "hover:bg-slate-50"}`}
          >
            <span className="block font-medium text-ink">{nameWithBrand(s.food_name, s.brand)}</span>
            <span className="block text-xs text-muted">
              {SOURCE_WORDS[s.source] ?? "Food"} · {kcal(s.calories)}
              {s.serving_size ? ` per ${s.serving_size}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
