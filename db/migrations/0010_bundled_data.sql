-- Which version of each data file shipped in the repository (db/data/) the database holds:
-- the start-up load (db/bundled-foods.ts) skips a file whose hash is already here.
CREATE TABLE "bundled_data" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Products stored before search words existed get them from their name and brand: lower-case,
-- common accents dropped, punctuation as spaces (new rows get theirs from db/search-text.mjs).
UPDATE "products" SET "search_text" = trim(regexp_replace(
	translate(lower("food_name" || ' ' || coalesce("brand", '')),
		'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ',
		'aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuy'),
	'[[:space:][:punct:]]+', ' ', 'g'))
WHERE "search_text" IS NULL;
