CREATE TABLE "bulk_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"bulk_request_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"author_user_id" integer,
	"unit_price" integer NOT NULL,
	"currency" text NOT NULL,
	"moq" integer NOT NULL,
	"pack_unit" text NOT NULL,
	"incoterm" text NOT NULL,
	"port" text NOT NULL,
	"lead_time_days" integer NOT NULL,
	"shelf_life_days" integer NOT NULL,
	"certificates" text[] DEFAULT '{}'::text[] NOT NULL,
	"sample_offered" boolean DEFAULT false NOT NULL,
	"valid_until" date NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_request_reads" (
	"brand_id" integer NOT NULL,
	"bulk_request_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_request_reads_brand_id_bulk_request_id_pk" PRIMARY KEY("brand_id","bulk_request_id")
);
--> statement-breakpoint
ALTER TABLE "bulk_offers" ADD CONSTRAINT "bulk_offers_bulk_request_id_bulk_requests_id_fk" FOREIGN KEY ("bulk_request_id") REFERENCES "public"."bulk_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_offers" ADD CONSTRAINT "bulk_offers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_offers" ADD CONSTRAINT "bulk_offers_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_request_reads" ADD CONSTRAINT "bulk_request_reads_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_request_reads" ADD CONSTRAINT "bulk_request_reads_bulk_request_id_bulk_requests_id_fk" FOREIGN KEY ("bulk_request_id") REFERENCES "public"."bulk_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_offers_request_brand_idx" ON "bulk_offers" USING btree ("bulk_request_id","brand_id");--> statement-breakpoint
CREATE INDEX "bulk_offers_brand_idx" ON "bulk_offers" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "bulk_requests_user_idx" ON "bulk_requests" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);