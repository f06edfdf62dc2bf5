"use client";

import { CustomFoodsPanel } from "@/components/custom-foods/custom-foods-panel";
import type { CustomFoodView } from "@/lib/food/custom-foods/service";
import type { RecipeView } from "@/lib/recipes/service";
import { RecipesPanel } from "./recipes-panel";

export type FoodLibraryProps =
  | { tab: "foods"; foods: CustomFoodView[] }
  | {
      tab: "recipes";
      recipes: RecipeView[];
      foods: CustomFoodView[];
      date: string;
      today: string;
      meal: string;
    };

/** The food page's My Foods or Recipes tab. */
export function FoodLibrary(props: FoodLibraryProps) {
  return props.tab === "foods" ? <CustomFoodsPanel foods={props.foods} /> : <RecipesPanel {...props} />;
}
