CREATE TABLE "balance_adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balance_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"amount" numeric(20, 8) NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approvals_required" smallint NOT NULL,
	"requested_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_reason" text DEFAULT '' NOT NULL,
	"entry_id" bigint,
	CONSTRAINT "balance_adjustments_status" CHECK ("balance_adjustments"."status" in ('pending', 'posted', 'rejected')),
	CONSTRAINT "balance_adjustments_amount_non_zero" CHECK ("balance_adjustments"."amount" <> 0),
	CONSTRAINT "balance_adjustments_approvals_required" CHECK ("balance_adjustments"."approvals_required" in (1, 2)),
	CONSTRAINT "balance_adjustments_posted_entry" CHECK (("balance_adjustments"."status" = 'posted') = ("balance_adjustments"."entry_id" is not null)),
	CONSTRAINT "balance_adjustments_second_admin" CHECK ("balance_adjustments"."approvals_required" = 1 or "balance_adjustments"."decided_by" is null or ("balance_adjustments"."decided_by" <> "balance_adjustments"."requested_by" and "balance_adjustments"."decided_by" <> "balance_adjustments"."user_id"))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_approvals" (
	"withdrawal_id" bigint NOT NULL,
	"admin_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_approvals_withdrawal_id_admin_id_pk" PRIMARY KEY("withdrawal_id","admin_id")
);
--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_status";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "approvals_required" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_approvals" ADD CONSTRAINT "withdrawal_approvals_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_approvals" ADD CONSTRAINT "withdrawal_approvals_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_status_idx" ON "balance_adjustments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_user_idx" ON "balance_adjustments" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_approvals_required" CHECK ("withdrawals"."approvals_required" in (1, 2));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'approved', 'paid', 'rejected'));