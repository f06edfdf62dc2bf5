/** Fuzz: custom foods and recipes (see tests/fuzz/support); each user starts with a food and a recipe of it. */
import { POST as createFood } from "@/app/api/foods/route";
import { POST as createRecipe } from "@/app/api/recipes/route";
import { call } from "../support/api";
import { GROUPS } from "./support/groups";
import { fuzzRoutes } from "./support/suite";

fuzzRoutes([...GROUPS.foodsRecipes], async (ctx) => {
  for (const { token } of [ctx.user, ctx.other]) {
    const food = await call<{ food_id: string }>(createFood, {
      token,
      body: { food_name: "Seed oats", calories: 150 },
    });
    const recipe = await call(createRecipe, {
      token,
      body: { name: "Seed porridge", servings: 2, ingredients: [{ food_id: food.body.food_id, amount: 2 }] },
    });
    if (food.status !== 201 || recipe.status !== 201) throw new Error(`seeding: ${food.status} ${recipe.status}`);
  }
});
