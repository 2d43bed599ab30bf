ALTER TABLE "activity_needs" ADD COLUMN "buyer_company_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_needs" ADD COLUMN "quantity_zh" text DEFAULT '' NOT NULL;