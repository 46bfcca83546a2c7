CREATE TABLE "home_picks" (
	"kind" text NOT NULL,
	"ref_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "home_picks_kind_ref_id_pk" PRIMARY KEY("kind","ref_id"),
	CONSTRAINT "home_picks_kind" CHECK ("home_picks"."kind" in ('product', 'store'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "taken_down_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "home_picks_position_key" ON "home_picks" USING btree ("kind","position");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_taken_down_off_sale" CHECK ("products"."taken_down_at" is null or not "products"."is_on_sale");