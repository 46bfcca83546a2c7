ALTER TABLE "product_skus" ADD COLUMN "price_tiers" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_tiers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_order_qty" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "order_multiple" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "min_order_amount" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_order_multiple_positive" CHECK ("products"."order_multiple" >= 1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_min_order_qty_whole_multiples" CHECK ("products"."min_order_qty" >= 1 and "products"."min_order_qty" % "products"."order_multiple" = 0);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_min_order_amount_positive" CHECK ("stores"."min_order_amount" > 0);