ALTER TABLE "orders" ALTER COLUMN "quote_entry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_offers" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_offers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "bulk_request_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bulk_offer_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_bulk_offer_idx" ON "orders" USING btree ("bulk_offer_id");