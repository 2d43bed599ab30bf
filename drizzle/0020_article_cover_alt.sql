ALTER TABLE "articles" ADD COLUMN "cover_alt_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "cover_alt_zh" text DEFAULT '' NOT NULL;