CREATE TABLE "bulk_offer_counters" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"version" integer NOT NULL,
	"author_user_id" integer,
	"unit_price" integer,
	"quantity" integer,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bulk_offer_versions" (
	"offer_id" integer NOT NULL,
	"version" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"message_zh" text DEFAULT '' NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bulk_offer_versions_offer_id_version_pk" PRIMARY KEY("offer_id","version")
);
--> statement-breakpoint
ALTER TABLE "bulk_offers" ADD COLUMN "message_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_requests" ADD COLUMN "product_name_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_requests" ADD COLUMN "spec_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_requests" ADD COLUMN "note_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "message_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "decision_note_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD COLUMN "body_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "message_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_offer_counters" ADD CONSTRAINT "bulk_offer_counters_offer_id_bulk_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bulk_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_offer_counters" ADD CONSTRAINT "bulk_offer_counters_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_offer_versions" ADD CONSTRAINT "bulk_offer_versions_offer_id_bulk_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bulk_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_offer_counters_offer_idx" ON "bulk_offer_counters" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_offer_counters_open_idx" ON "bulk_offer_counters" USING btree ("offer_id") WHERE status = 'open';