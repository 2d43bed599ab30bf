CREATE TABLE "sample_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"quote_entry_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"product_ids" integer[] NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"decline_reason" text DEFAULT '' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"tracking_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_entry_id_inquiry_messages_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."inquiry_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_requests_inquiry_idx" ON "sample_requests" USING btree ("inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sample_requests_open_idx" ON "sample_requests" USING btree ("inquiry_id") WHERE "sample_requests"."status" in ('requested', 'accepted');