-- Each food entry keeps its API JSON (the object GET /api/food-entries answers for it), set by
-- a trigger on every insert and update, so a day's read joins stored text (string_agg) instead
-- of turning 50 rows into JSON on every request: about half of that read's database time.
-- Not in db/schema.ts, so no ORM select ever returns it. A migration that changes the entry's
-- API fields must change food_entry_api_json too (tests/api/food/day-read.test.ts compares).
CREATE FUNCTION "food_entry_api_json"(e "food_entries") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(r)::text FROM (
    SELECT e.entry_id, e.food_name, e.calories, e.meal_type, e.serving_size, e.quantity, e.unit,
      e.protein, e.carbs, e.fat, e.date, e.time
  ) r
$$;
--> statement-breakpoint
ALTER TABLE "food_entries" ADD COLUMN "api_json" text;
--> statement-breakpoint
CREATE FUNCTION "food_entries_set_api_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.api_json := food_entry_api_json(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "food_entries_api_json" BEFORE INSERT OR UPDATE ON "food_entries"
  FOR EACH ROW EXECUTE FUNCTION "food_entries_set_api_json"();
--> statement-breakpoint
UPDATE "food_entries" SET "api_json" = food_entry_api_json("food_entries");
--> statement-breakpoint
ALTER TABLE "food_entries" ALTER COLUMN "api_json" SET NOT NULL;
