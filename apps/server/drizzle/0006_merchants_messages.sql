CREATE TABLE "merchant_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'reviewing' NOT NULL,
	"store_name" text NOT NULL,
	"logo" jsonb NOT NULL,
	"id_number" text NOT NULL,
	"real_name" text NOT NULL,
	"id_front_id" bigint NOT NULL,
	"id_back_id" bigint NOT NULL,
	"id_hold_id" bigint NOT NULL,
	"signature_id" bigint NOT NULL,
	"invite_code" text DEFAULT '' NOT NULL,
	"signed_on" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" bigint,
	"store_id" bigint,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "merchant_applications_status" CHECK ("merchant_applications"."status" in ('reviewing', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "site_message_reads" (
	"user_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_message_reads_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "site_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" jsonb,
	"body" jsonb,
	"sender_id" bigint,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "reply" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "on_shelf" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "status_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "is_holiday" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "contact" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "commission_rate" numeric(6, 4);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission" numeric(20, 8) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "store_id" bigint;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_message_reads" ADD CONSTRAINT "site_message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_message_reads" ADD CONSTRAINT "site_message_reads_message_id_site_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."site_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_messages" ADD CONSTRAINT "site_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_messages" ADD CONSTRAINT "site_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_user_key" ON "merchant_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "merchant_applications_status_idx" ON "merchant_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "site_messages_user_idx" ON "site_messages" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "site_messages_unread_idx" ON "site_messages" USING btree ("user_id") WHERE "site_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "site_messages_broadcast_idx" ON "site_messages" USING btree ("id" DESC NULLS FIRST) WHERE "site_messages"."user_id" is null;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_owner_key" ON "stores" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_status" CHECK ("stores"."status" in ('open', 'suspended'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_commission_rate_range" CHECK ("stores"."commission_rate" between 0 and 1);--> statement-breakpoint
-- a product taken off sale before this migration stays off its shelf
UPDATE "products" SET "on_shelf" = "is_on_sale";