CREATE TABLE "custom_foods" (
	"food_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"food_name" text NOT NULL,
	"brand" text,
	"serving_size" text,
	"calories" double precision NOT NULL,
	"protein" double precision,
	"carbs" double precision,
	"fat" double precision,
	"fiber" double precision,
	"sugar" double precision,
	"saturated_fat" double precision,
	"sodium_mg" double precision,
	"barcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"recipe_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"servings" double precision NOT NULL,
	"ingredients" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_servings_positive" CHECK ("recipes"."servings" > 0)
);
--> statement-breakpoint
CREATE TABLE "saved_meals" (
	"meal_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"meal_type" text,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_pkey";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "barcode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_barcode_unique" UNIQUE("barcode");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "source_ref" text;--> statement-breakpoint
ALTER TABLE "food_entries" ADD COLUMN "fiber" double precision;--> statement-breakpoint
ALTER TABLE "food_entries" ADD COLUMN "sugar" double precision;--> statement-breakpoint
ALTER TABLE "food_entries" ADD COLUMN "saturated_fat" double precision;--> statement-breakpoint
ALTER TABLE "food_entries" ADD COLUMN "sodium_mg" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_id" text PRIMARY KEY GENERATED ALWAYS AS (coalesce(barcode, source || ':' || source_ref)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fiber" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sugar" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "saturated_fat" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sodium_mg" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "servings" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fiber_target_g" integer DEFAULT 30;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sugar_target_g" integer DEFAULT 50;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "saturated_fat_target_g" integer DEFAULT 20;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sodium_target_mg" integer DEFAULT 2300;--> statement-breakpoint
ALTER TABLE "custom_foods" ADD CONSTRAINT "custom_foods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_meals" ADD CONSTRAINT "saved_meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_foods_user_name_idx" ON "custom_foods" USING btree ("user_id","food_name");--> statement-breakpoint
CREATE INDEX "custom_foods_user_barcode_idx" ON "custom_foods" USING btree ("user_id","barcode") WHERE "custom_foods"."barcode" is not null;--> statement-breakpoint
CREATE INDEX "recipes_user_name_idx" ON "recipes" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "saved_meals_user_name_idx" ON "saved_meals" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WHERE "products"."search_text" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_id_present" CHECK ("products"."barcode" is not null or "products"."source_ref" is not null);--> statement-breakpoint
-- The entry's API JSON carries the nutrients beyond the four (null when unknown).
CREATE OR REPLACE FUNCTION "food_entry_api_json"(e "food_entries") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(r)::text FROM (
    SELECT e.entry_id, e.food_name, e.calories, e.meal_type, e.serving_size, e.quantity, e.unit,
      e.protein, e.carbs, e.fat, e.fiber, e.sugar, e.saturated_fat, e.sodium_mg, e.date, e.time
  ) r
$$;
--> statement-breakpoint
UPDATE "food_entries" SET "api_json" = food_entry_api_json("food_entries");
