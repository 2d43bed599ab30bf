CREATE TABLE "activity_registrations" (
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_registrations_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"contact_name" text NOT NULL,
	"country_code" text NOT NULL,
	"member_category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"interest_category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"origin_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"volume" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_schedules" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"run_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_tables" (
	"activity_id" integer NOT NULL,
	"table_no" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	CONSTRAINT "event_tables_activity_id_table_no_pk" PRIMARY KEY("activity_id","table_no")
);
--> statement-breakpoint
CREATE TABLE "meeting_wishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"buyer_level" text,
	"buyer_rank" integer,
	"buyer_note" text DEFAULT '' NOT NULL,
	"brand_answer" text,
	"brand_level" text,
	"brand_note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"table_no" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"reasons" jsonb DEFAULT '{"en":[],"zh":[]}'::jsonb NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pair_rules" (
	"activity_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"rule" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pair_rules_activity_id_buyer_user_id_brand_id_pk" PRIMARY KEY("activity_id","buyer_user_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "slot_unavailability" (
	"slot_id" integer NOT NULL,
	"party_type" text NOT NULL,
	"party_id" integer NOT NULL,
	CONSTRAINT "slot_unavailability_slot_id_party_type_party_id_pk" PRIMARY KEY("slot_id","party_type","party_id")
);
--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_profiles" ADD CONSTRAINT "buyer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_profiles" ADD CONSTRAINT "buyer_profiles_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_schedules" ADD CONSTRAINT "event_schedules_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_slots" ADD CONSTRAINT "event_slots_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tables" ADD CONSTRAINT "event_tables_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_wishes" ADD CONSTRAINT "meeting_wishes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_wishes" ADD CONSTRAINT "meeting_wishes_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_wishes" ADD CONSTRAINT "meeting_wishes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_slot_id_event_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."event_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_rules" ADD CONSTRAINT "pair_rules_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_rules" ADD CONSTRAINT "pair_rules_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_rules" ADD CONSTRAINT "pair_rules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_unavailability" ADD CONSTRAINT "slot_unavailability_slot_id_event_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."event_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_profiles_status_idx" ON "buyer_profiles" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "event_slots_activity_idx" ON "event_slots" USING btree ("activity_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_wishes_pair_idx" ON "meeting_wishes" USING btree ("activity_id","buyer_user_id","brand_id");--> statement-breakpoint
CREATE INDEX "meeting_wishes_brand_idx" ON "meeting_wishes" USING btree ("brand_id","activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_slot_table_idx" ON "meetings" USING btree ("slot_id","table_no");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_slot_buyer_idx" ON "meetings" USING btree ("slot_id","buyer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_slot_brand_idx" ON "meetings" USING btree ("slot_id","brand_id");--> statement-breakpoint
CREATE INDEX "meetings_activity_idx" ON "meetings" USING btree ("activity_id");