CREATE TABLE "product_descriptions" (
	"product_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "product_descriptions_product_id_lang_pk" PRIMARY KEY("product_id","lang")
);
--> statement-breakpoint
ALTER TABLE "product_descriptions" ADD CONSTRAINT "product_descriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- the descriptions move to their own rows (decision 039, addendum), a language per row
INSERT INTO "product_descriptions" ("product_id", "lang", "description")
SELECT p."id", d."key", d."value" FROM "products" p, jsonb_each_text(p."descriptions") d WHERE d."value" <> '';--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "descriptions";