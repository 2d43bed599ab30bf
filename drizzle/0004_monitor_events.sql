CREATE TABLE "monitor_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"type" text NOT NULL,
	"route" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision,
	"status" integer,
	"detail" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "monitor_events_type_created_idx" ON "monitor_events" USING btree ("type","created_at");