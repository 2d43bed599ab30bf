CREATE TABLE "catalogue_counts" (
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "catalogue_counts_dimension_key_pk" PRIMARY KEY("dimension","key")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_country_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written: the brand's country joins its order keys on products (see 0001).
CREATE OR REPLACE FUNCTION "products_copy_brand_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "export_ready", "sort", "country_code" INTO NEW."brand_export_ready", NEW."brand_sort", NEW."brand_country_code"
    FROM "brands" WHERE "id" = NEW."brand_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "brands_push_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "brand_export_ready" = NEW."export_ready", "brand_sort" = NEW."sort", "brand_country_code" = NEW."country_code"
    WHERE "brand_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "brands_push_order" ON "brands";--> statement-breakpoint
CREATE TRIGGER "brands_push_order" AFTER UPDATE OF "export_ready", "sort", "country_code" ON "brands"
  FOR EACH ROW WHEN ((OLD."export_ready", OLD."sort", OLD."country_code") IS DISTINCT FROM (NEW."export_ready", NEW."sort", NEW."country_code"))
  EXECUTE FUNCTION "brands_push_order"();--> statement-breakpoint
UPDATE "products" AS p SET "brand_country_code" = b."country_code" FROM "brands" AS b WHERE b."id" = p."brand_id";--> statement-breakpoint
-- Hand-written: catalogue_counts follow every insert, delete and key change of products,
-- brands and buyer_forms, one grouped upsert per statement (transition tables).
CREATE FUNCTION "catalogue_counts_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "catalogue_counts" ("dimension", "key", "n")
    SELECT d.dimension, d.key, sum(d.delta)::integer
    FROM "old_rows" o JOIN "new_rows" w ON w."id" = o."id"
    CROSS JOIN LATERAL (VALUES
      ('products.category', o."category_id"::text, -1), ('products.category', w."category_id"::text, 1),
      ('products.origin', o."origin_country", -1), ('products.origin', w."origin_country", 1),
      ('products.brand', o."brand_id"::text, -1), ('products.brand', w."brand_id"::text, 1),
      ('products.brand_country', o."brand_country_code", -1), ('products.brand_country', w."brand_country_code", 1)
    ) AS d(dimension, key, delta)
    WHERE (o."category_id", o."origin_country", o."brand_id", o."brand_country_code")
      IS DISTINCT FROM (w."category_id", w."origin_country", w."brand_id", w."brand_country_code")
    GROUP BY d.dimension, d.key HAVING sum(d.delta) <> 0
    ON CONFLICT ("dimension", "key") DO UPDATE SET "n" = "catalogue_counts"."n" + excluded."n";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "catalogue_counts" ("dimension", "key", "n")
    SELECT d.dimension, d.key, count(*)::integer FROM "new_rows" r
    CROSS JOIN LATERAL (VALUES ('products', ''), ('products.category', r."category_id"::text), ('products.origin', r."origin_country"),
      ('products.brand', r."brand_id"::text), ('products.brand_country', r."brand_country_code")) AS d(dimension, key)
    GROUP BY d.dimension, d.key
    ON CONFLICT ("dimension", "key") DO UPDATE SET "n" = "catalogue_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "catalogue_counts" ("dimension", "key", "n")
    SELECT d.dimension, d.key, -count(*)::integer FROM "old_rows" r
    CROSS JOIN LATERAL (VALUES ('products', ''), ('products.category', r."category_id"::text), ('products.origin', r."origin_country"),
      ('products.brand', r."brand_id"::text), ('products.brand_country', r."brand_country_code")) AS d(dimension, key)
    GROUP BY d.dimension, d.key
    ON CONFLICT ("dimension", "key") DO UPDATE SET "n" = "catalogue_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "catalogue_counts_products_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_products"();--> statement-breakpoint
CREATE TRIGGER "catalogue_counts_products_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_products"();--> statement-breakpoint
CREATE TRIGGER "catalogue_counts_products_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_products"();--> statement-breakpoint
CREATE FUNCTION "catalogue_counts_brands"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "catalogue_counts" ("dimension", "key", "n")
    SELECT d.dimension, d.key, sum(d.delta)::integer
    FROM "old_rows" o JOIN "new_rows" w ON w."id" = o."id"
    CROSS JOIN LATERAL (VALUES ('brands.country', o."country_code", -1), ('brands.country', w."country_code", 1)) AS d(dimension, key, delta)
    WHERE o."country_code" IS DISTINCT FROM w."country_code"
    GROUP BY d.dimension, d.key HAVING sum(d.delta) <> 0
    ON CONFLICT ("dimension", "key") DO UPDATE SET "n" = "catalogue_counts"."n" + excluded."n";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "catalogue_counts" ("dimension", "key", "n")
    SELECT d.dimension, d.key, count(*)::integer FROM "new_rows" r
    CROSS JOIN LATERAL (VALUES ('brands', ''), ('brands.country', r."country_code")) AS d(dimension, key)
    GROUP BY d.dimension, d.key
    ON CONFLICT ("dimension", "key") DO UPDATE SET "n" = "catalogue_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "catalogue_counts" ("dimension", "key", "n")
    SELECT d.dimension, d.key, -count(*)::integer FROM "old_rows" r
    CROSS JOIN LATERAL (VALUES ('brands', ''), ('brands.country', r."country_code")) AS d(dimension, key)
    GROUP BY d.dimension, d.key
    ON CONFLICT ("dimension", "key") DO UPDATE SET "n" = "catalogue_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "catalogue_counts_brands_insert" AFTER INSERT ON "brands"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_brands"();--> statement-breakpoint
CREATE TRIGGER "catalogue_counts_brands_delete" AFTER DELETE ON "brands"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_brands"();--> statement-breakpoint
CREATE TRIGGER "catalogue_counts_brands_update" AFTER UPDATE ON "brands"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_brands"();--> statement-breakpoint
CREATE FUNCTION "catalogue_counts_buyer_forms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "catalogue_counts" ("dimension", "key", "n") SELECT 'buyer_forms', '', count(*)::integer FROM "new_rows"
    ON CONFLICT ("dimension", "key") DO UPDATE SET "n" = "catalogue_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "catalogue_counts" ("dimension", "key", "n") SELECT 'buyer_forms', '', -count(*)::integer FROM "old_rows"
    ON CONFLICT ("dimension", "key") DO UPDATE SET "n" = "catalogue_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "catalogue_counts_buyer_forms_insert" AFTER INSERT ON "buyer_forms"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_buyer_forms"();--> statement-breakpoint
CREATE TRIGGER "catalogue_counts_buyer_forms_delete" AFTER DELETE ON "buyer_forms"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_buyer_forms"();--> statement-breakpoint
-- The counts of data that exists before this migration.
INSERT INTO "catalogue_counts" ("dimension", "key", "n")
SELECT 'products', '', count(*)::integer FROM "products"
UNION ALL SELECT 'products.category', "category_id"::text, count(*)::integer FROM "products" GROUP BY "category_id"
UNION ALL SELECT 'products.origin', "origin_country", count(*)::integer FROM "products" GROUP BY "origin_country"
UNION ALL SELECT 'products.brand', "brand_id"::text, count(*)::integer FROM "products" GROUP BY "brand_id"
UNION ALL SELECT 'products.brand_country', "brand_country_code", count(*)::integer FROM "products" GROUP BY "brand_country_code"
UNION ALL SELECT 'brands', '', count(*)::integer FROM "brands"
UNION ALL SELECT 'brands.country', "country_code", count(*)::integer FROM "brands" GROUP BY "country_code"
UNION ALL SELECT 'buyer_forms', '', count(*)::integer FROM "buyer_forms";
