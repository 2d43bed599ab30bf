CREATE TABLE "activity_brands" (
	"activity_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_brands_activity_id_brand_id_pk" PRIMARY KEY("activity_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "brand_applications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_key" text NOT NULL,
	"country_code" text NOT NULL,
	"category_id" integer,
	"intro" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason_en" text DEFAULT '' NOT NULL,
	"reason_zh" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_brands" ADD CONSTRAINT "activity_brands_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_brands" ADD CONSTRAINT "activity_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_brands" ADD CONSTRAINT "activity_brands_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_applications" ADD CONSTRAINT "brand_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_applications" ADD CONSTRAINT "brand_applications_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_applications" ADD CONSTRAINT "brand_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_brands_brand_idx" ON "activity_brands" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "brand_applications_status_idx" ON "brand_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "brand_applications_name_idx" ON "brand_applications" USING btree ("country_code","name_key");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
-- Activities that exist already keep the booths their organiser arranged: the host country's first
-- twelve brands and the brands with scheduled meetings or dockings there (not mere requests).
INSERT INTO "activity_brands" ("activity_id", "brand_id")
SELECT a.id, b.id FROM "activities" a
  CROSS JOIN LATERAL (SELECT id FROM "brands" WHERE country_code = a.country_code ORDER BY id LIMIT 12) b
UNION SELECT activity_id, brand_id FROM "meetings"
UNION SELECT activity_id, brand_id FROM "dockings"
ON CONFLICT DO NOTHING;
