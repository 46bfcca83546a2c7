CREATE TABLE "recharges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"amount" numeric(20, 8) NOT NULL,
	"address" text NOT NULL,
	"tx_hash" text,
	"image_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rate" numeric(20, 8),
	"credited" numeric(20, 8),
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "recharges_status" CHECK ("recharges"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "recharges_amount_positive" CHECK ("recharges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(20, 8) NOT NULL,
	"fee" numeric(20, 8) NOT NULL,
	"receive" numeric(20, 8) NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"hold" numeric(20, 8) NOT NULL,
	"held" numeric(20, 8) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tx_hash" text,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'paid', 'rejected')),
	CONSTRAINT "withdrawals_held_non_negative" CHECK ("withdrawals"."held" >= 0),
	CONSTRAINT "withdrawals_receive_positive" CHECK ("withdrawals"."receive" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_type";--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_image_id_uploads_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recharges_user_idx" ON "recharges" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recharges_status_idx" ON "recharges" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_tx_hash_key" ON "recharges" USING btree ("network","tx_hash") WHERE "recharges"."tx_hash" is not null and "recharges"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_tx_hash_key" ON "withdrawals" USING btree ("network","tx_hash") WHERE "withdrawals"."tx_hash" is not null;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_type" CHECK ("ledger_entries"."account_type" in ('user', 'store', 'order', 'withdrawal', 'system'));