ALTER TABLE "products" ADD COLUMN "root_category_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each product's top-level category, kept by the database (decision 066): a top category's list is
-- an equality on it, read in order from its own list indexes, where `category_id = any(itself and
-- its children)` walked a sort's index past the other categories. Triggers keep it right on every
-- insert and category change of a product (whoever writes it: the seller, the back office, an
-- import, a seeder) and when a category moves under another parent.
CREATE FUNCTION "category_root"(p_category bigint) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
DECLARE
  at bigint := p_category;
  up bigint;
BEGIN
  -- bounded, so that a cycle in bad data cannot loop forever (the back office refuses one)
  FOR hop IN 1..1000 LOOP
    SELECT pid INTO up FROM categories WHERE id = at;
    IF NOT FOUND OR up = 0 THEN RETURN at; END IF;
    at := up;
  END LOOP;
  RETURN at;
END;
$$;--> statement-breakpoint
UPDATE "products" SET "root_category_id" = "category_root"("category_id");--> statement-breakpoint
CREATE FUNCTION "products_set_root_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.root_category_id := category_root(NEW.category_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_root_category" BEFORE INSERT OR UPDATE OF "category_id", "root_category_id" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_set_root_category"();--> statement-breakpoint
CREATE FUNCTION "categories_move_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET root_category_id = category_root(category_id)
  WHERE category_id IN (
    WITH RECURSIVE below(id) AS (
      SELECT NEW.id UNION SELECT c.id FROM categories c JOIN below b ON c.pid = b.id
    )
    SELECT id FROM below
  );
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "categories_root_of_products" AFTER UPDATE OF "pid" ON "categories"
  FOR EACH ROW WHEN (OLD.pid IS DISTINCT FROM NEW.pid) EXECUTE FUNCTION "categories_move_products"();--> statement-breakpoint
CREATE INDEX "products_list_root_id_idx" ON "products" USING btree ("root_category_id","id" DESC NULLS FIRST,"price") WHERE "products"."is_on_sale";--> statement-breakpoint
CREATE INDEX "products_list_root_sales_idx" ON "products" USING btree ("root_category_id","sales" DESC NULLS FIRST,"id" DESC NULLS FIRST,"price") WHERE "products"."is_on_sale";--> statement-breakpoint
CREATE INDEX "products_list_root_price_idx" ON "products" USING btree ("root_category_id","price","id") WHERE "products"."is_on_sale";--> statement-breakpoint
CREATE INDEX "products_list_root_new_idx" ON "products" USING btree ("root_category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"price") WHERE "products"."is_on_sale";