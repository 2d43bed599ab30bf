CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"inquiry_id" integer NOT NULL,
	"quote_entry_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"currency" text NOT NULL,
	"total" bigint NOT NULL,
	"incoterm" text NOT NULL,
	"port" text NOT NULL,
	"payment_terms" text NOT NULL,
	"delivery_date" date,
	"valid_until" date NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "decision_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_inquiry_idx" ON "orders" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_brand_idx" ON "orders" USING btree ("brand_id","created_at" DESC NULLS LAST);