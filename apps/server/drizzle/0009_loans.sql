CREATE TABLE "loan_instalments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_instalments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"seq" smallint NOT NULL,
	"due_day" integer NOT NULL,
	"due_at" timestamp with time zone,
	"principal" numeric(20, 8) NOT NULL,
	"interest" numeric(20, 8) NOT NULL,
	"amount" numeric(20, 8) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "loan_instalments_status" CHECK ("loan_instalments"."status" in ('pending', 'overdue', 'paid')),
	CONSTRAINT "loan_instalments_amount" CHECK ("loan_instalments"."amount" = "loan_instalments"."principal" + "loan_instalments"."interest" and "loan_instalments"."amount" > 0),
	CONSTRAINT "loan_instalments_paid" CHECK (("loan_instalments"."status" = 'paid') = ("loan_instalments"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"product_id" text NOT NULL,
	"product_name" jsonb NOT NULL,
	"currency" text DEFAULT 'USDT' NOT NULL,
	"principal" numeric(20, 8) NOT NULL,
	"daily_rate" numeric(20, 8) NOT NULL,
	"term_days" integer NOT NULL,
	"interest" numeric(20, 8) NOT NULL,
	"total_due" numeric(20, 8) NOT NULL,
	"repaid" numeric(20, 8) DEFAULT '0' NOT NULL,
	"outstanding" numeric(20, 8) DEFAULT '0' NOT NULL,
	"purpose" text NOT NULL,
	"documents" jsonb NOT NULL,
	"credit_score" integer NOT NULL,
	"status" text DEFAULT 'reviewing' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"disbursed_at" timestamp with time zone,
	"repaid_at" timestamp with time zone,
	CONSTRAINT "loans_status" CHECK ("loans"."status" in ('reviewing', 'rejected', 'repaying', 'overdue', 'repaid')),
	CONSTRAINT "loans_principal_positive" CHECK ("loans"."principal" > 0),
	CONSTRAINT "loans_term" CHECK ("loans"."term_days" between 1 and 3650),
	CONSTRAINT "loans_total" CHECK ("loans"."total_due" = "loans"."principal" + "loans"."interest" and "loans"."interest" >= 0),
	CONSTRAINT "loans_balance" CHECK ("loans"."repaid" >= 0 and "loans"."outstanding" >= 0 and case
        when "loans"."status" in ('reviewing', 'rejected') then "loans"."repaid" = 0 and "loans"."outstanding" = 0
        else "loans"."repaid" + "loans"."outstanding" = "loans"."total_due" and ("loans"."status" = 'repaid') = ("loans"."outstanding" = 0) end)
);
--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_instalments_seq_key" ON "loan_instalments" USING btree ("loan_id","seq");--> statement-breakpoint
CREATE INDEX "loan_instalments_due_idx" ON "loan_instalments" USING btree ("due_at") WHERE "loan_instalments"."status" = 'pending' and "loan_instalments"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loans_status_idx" ON "loans" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_open_key" ON "loans" USING btree ("user_id") WHERE "loans"."status" in ('reviewing', 'repaying', 'overdue');