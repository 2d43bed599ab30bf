CREATE TABLE "form_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_posts_ip_idx" ON "form_posts" USING btree ("ip","created_at");