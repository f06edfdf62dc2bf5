// Types of food-day-sql.mjs, which plain node (the bare server) runs as it is.
export declare const FOOD_DAY_SQL: string;
export declare function foodDayQuery(
  authorization: string | null | undefined,
  date: string | null,
): { name: string; text: string; values: [string, string, string | null]; rowMode: "array" } | null;
