ALTER TABLE "inquiries" ADD COLUMN "target_price" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "incoterm" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "destination_port" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "required_date" date;