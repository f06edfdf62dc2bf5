CREATE TABLE "suspected_triggers" (
	"suspicion_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"factor_key" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "migraines" ADD COLUMN "kind" text DEFAULT 'migraine' NOT NULL;--> statement-breakpoint
ALTER TABLE "suspected_triggers" ADD CONSTRAINT "suspected_triggers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suspected_triggers_user_key_idx" ON "suspected_triggers" USING btree ("user_id","factor_key");