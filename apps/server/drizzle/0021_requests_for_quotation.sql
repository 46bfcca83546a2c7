CREATE TABLE "quote_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quote_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"title" text NOT NULL,
	"image" jsonb,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"num" integer NOT NULL,
	"target_price" numeric(20, 8),
	"quoted_price" numeric(20, 8),
	CONSTRAINT "quote_lines_num_positive" CHECK ("quote_lines"."num" > 0),
	CONSTRAINT "quote_lines_prices_positive" CHECK (coalesce("quote_lines"."target_price", 1) > 0 and coalesce("quote_lines"."quoted_price", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"seller_note" text DEFAULT '' NOT NULL,
	"valid_until" timestamp with time zone,
	"checkout_id" bigint,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status" CHECK ("quotes"."status" in ('requested', 'quoted', 'declined', 'accepted', 'cancelled', 'expired')),
	CONSTRAINT "quotes_quoted_valid" CHECK ("quotes"."status" <> 'quoted' or "quotes"."valid_until" is not null)
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_sku_id_product_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_store_idx" ON "quotes" USING btree ("store_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_quoted_valid_idx" ON "quotes" USING btree ("valid_until") WHERE "quotes"."status" = 'quoted';