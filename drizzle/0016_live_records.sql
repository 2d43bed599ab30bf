CREATE TABLE "meeting_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"meeting_id" integer,
	"brand_id" integer NOT NULL,
	"buyer_user_id" integer,
	"buyer_company" text DEFAULT '' NOT NULL,
	"slot_id" integer,
	"table_no" integer,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"outcome" text,
	"intent_amount" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"next_step" text DEFAULT '' NOT NULL,
	"next_step_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_records" ADD CONSTRAINT "meeting_records_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_records" ADD CONSTRAINT "meeting_records_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_records" ADD CONSTRAINT "meeting_records_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_records" ADD CONSTRAINT "meeting_records_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_records" ADD CONSTRAINT "meeting_records_slot_id_event_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."event_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_records" ADD CONSTRAINT "meeting_records_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_records_meeting_idx" ON "meeting_records" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_records_activity_idx" ON "meeting_records" USING btree ("activity_id","state");--> statement-breakpoint
CREATE INDEX "meeting_records_brand_idx" ON "meeting_records" USING btree ("brand_id","activity_id");--> statement-breakpoint
-- custom SQL (keep on regeneration)
-- Every published meeting has its record (ADR 086): created when the meeting is published, and
-- moved with it when the organiser changes its slot or table. A meeting removed before anyone
-- recorded anything takes its untouched record along; a recorded one keeps its record (meeting_id
-- set null by the foreign key), so nothing recorded is lost.
CREATE FUNCTION "meeting_records_follow_meeting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.published_at IS NOT NULL THEN
    INSERT INTO "meeting_records" ("activity_id", "meeting_id", "brand_id", "buyer_user_id", "slot_id", "table_no")
    VALUES (NEW.activity_id, NEW.id, NEW.brand_id, NEW.buyer_user_id, NEW.slot_id, NEW.table_no)
    ON CONFLICT ("meeting_id") DO UPDATE SET "slot_id" = EXCLUDED."slot_id", "table_no" = EXCLUDED."table_no",
      "brand_id" = EXCLUDED."brand_id", "buyer_user_id" = EXCLUDED."buyer_user_id";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "meeting_records_follow_meeting" AFTER INSERT OR UPDATE OF "published_at", "slot_id", "table_no", "brand_id", "buyer_user_id" ON "meetings"
  FOR EACH ROW EXECUTE FUNCTION "meeting_records_follow_meeting"();--> statement-breakpoint
CREATE FUNCTION "meeting_records_drop_untouched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "meeting_records" WHERE "meeting_id" = OLD.id AND "version" = 1;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "meeting_records_drop_untouched" BEFORE DELETE ON "meetings"
  FOR EACH ROW EXECUTE FUNCTION "meeting_records_drop_untouched"();--> statement-breakpoint
INSERT INTO "meeting_records" ("activity_id", "meeting_id", "brand_id", "buyer_user_id", "slot_id", "table_no")
SELECT "activity_id", "id", "brand_id", "buyer_user_id", "slot_id", "table_no" FROM "meetings" WHERE "published_at" IS NOT NULL
ON CONFLICT DO NOTHING;
