"use client";

import { useId, useState } from "react";
import { FoodNameSearch } from "@/components/food/food-name-search";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import type { CustomFoodView } from "@/lib/food/custom-foods/service";
import { nameWithBrand } from "@/lib/food/format";
import { foodRow, suggestionRow, typedRow, type IngredientRow, type PickedSuggestion } from "./recipe-values";

/** Adds an ingredient: a food found by search, one of the user's foods, or a typed one. */
export function IngredientAdder({ foods, onAdd }: { foods: CustomFoodView[]; onAdd: (row: IngredientRow) => void }) {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const hintId = `${searchId}-hint`;

  return (
    <div
      className="space-y-3 rounded-xl bg-slate-50 p-3"
      // Enter in the search picks a suggestion; with none picked it must not save the recipe
      onKeyDown={(e) => {
        if (e.key === "Enter" && !e.defaultPrevented && (e.target as HTMLElement).id === searchId) e.preventDefault();
      }}
    >
      <div className="space-y-1">
        <label htmlFor={searchId} className="block text-sm font-medium text-ink">
          Add an ingredient
        </label>
        <FoodNameSearch
          id={searchId}
          describedBy={hintId}
          value={query}
          onChange={setQuery}
          onPick={(s) => {
            onAdd(suggestionRow(s as PickedSuggestion));
            setQuery("");
          }}
        />
        <p id={hintId} className="text-sm text-muted">
          Type 2 letters to search your foods and products, or add what you typed as a food of your own figures.
        </p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          onAdd(typedRow(query.trim()));
          setQuery("");
        }}
      >
        {query.trim() ? `Add “${query.trim()}” as typed` : "Add a typed food"}
      </Button>
      {foods.length > 0 && (
        <Field label="Or one of my foods">
          {(p) => (
            <Select
              {...p}
              value=""
              onChange={(e) => {
                const food = foods.find((f) => f.food_id === e.target.value);
                if (food) onAdd(foodRow(food));
              }}
            >
              <option value="">Choose a food…</option>
              {foods.map((f) => (
                <option key={f.food_id} value={f.food_id}>
                  {nameWithBrand(f.food_name, f.brand)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
    </div>
  );
}
