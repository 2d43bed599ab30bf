ALTER TABLE "bulk_requests" ADD COLUMN "spec" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_requests" ADD COLUMN "incoterm" text;--> statement-breakpoint
ALTER TABLE "bulk_requests" ADD COLUMN "origin_country" text;--> statement-breakpoint
ALTER TABLE "bulk_requests" ADD COLUMN "attachment_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
CREATE INDEX "bulk_requests_open_idx" ON "bulk_requests" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");