CREATE TABLE "search_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"query" text NOT NULL,
	"lan" text NOT NULL,
	"result_count" integer NOT NULL,
	"clicked_rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_log_created_idx" ON "search_log" USING btree ("created_at");