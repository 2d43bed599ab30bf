ALTER TABLE "activity_needs" ADD COLUMN "author_user_id" integer;--> statement-breakpoint
ALTER TABLE "activity_needs" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_needs" ADD CONSTRAINT "activity_needs_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;