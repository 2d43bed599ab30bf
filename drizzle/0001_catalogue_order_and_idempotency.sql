CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"key" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_endpoint_key_pk" PRIMARY KEY("user_id","endpoint","key")
);
--> statement-breakpoint
DROP INDEX "certificates_product_idx";--> statement-breakpoint
DROP INDEX "products_brand_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_export_ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_recommended_idx" ON "products" USING btree ("brand_export_ready" DESC NULLS FIRST,"brand_sort","views" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_min","id");--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("views" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "certificates_product_idx" ON "certificates" USING btree ("product_id","valid_to","valid_from");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","views" DESC NULLS FIRST,"id");--> statement-breakpoint
-- Hand-written: products carry copies of their brand's export_ready and sort (the "recommended"
-- order's leading keys), kept in step by these triggers whatever code writes brands or products.
CREATE FUNCTION "products_copy_brand_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "export_ready", "sort" INTO NEW."brand_export_ready", NEW."brand_sort" FROM "brands" WHERE "id" = NEW."brand_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_copy_brand_order" BEFORE INSERT OR UPDATE OF "brand_id" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_copy_brand_order"();--> statement-breakpoint
CREATE FUNCTION "brands_push_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "brand_export_ready" = NEW."export_ready", "brand_sort" = NEW."sort" WHERE "brand_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "brands_push_order" AFTER UPDATE OF "export_ready", "sort" ON "brands"
  FOR EACH ROW WHEN (OLD."export_ready" IS DISTINCT FROM NEW."export_ready" OR OLD."sort" IS DISTINCT FROM NEW."sort")
  EXECUTE FUNCTION "brands_push_order"();--> statement-breakpoint
UPDATE "products" AS p SET "brand_export_ready" = b."export_ready", "brand_sort" = b."sort" FROM "brands" AS b WHERE b."id" = p."brand_id";
