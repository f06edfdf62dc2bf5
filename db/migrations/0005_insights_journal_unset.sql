ALTER TABLE "journal_entries" ALTER COLUMN "mood" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "energy" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "stress" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "sleep" DROP NOT NULL;