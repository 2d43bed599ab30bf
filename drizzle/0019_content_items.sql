ALTER TABLE "content_pages" ADD COLUMN "kind" text DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "item_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "alt_en" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "alt_zh" text;--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_item_idx" ON "content_pages" USING btree ("kind","item_id");