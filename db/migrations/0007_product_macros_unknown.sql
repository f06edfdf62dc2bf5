ALTER TABLE "products" ALTER COLUMN "protein" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "protein" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "carbs" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "carbs" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "fat" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "fat" DROP NOT NULL;