CREATE TABLE "shared_read_marks" (
	"owner_id" uuid NOT NULL,
	"via" text NOT NULL,
	"reader" text NOT NULL,
	"subject" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shared_read_marks_owner_id_via_reader_subject_pk" PRIMARY KEY("owner_id","via","reader","subject")
);
--> statement-breakpoint
ALTER TABLE "shared_read_marks" ADD CONSTRAINT "shared_read_marks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_read_marks_last_idx" ON "shared_read_marks" USING btree ("last_at");