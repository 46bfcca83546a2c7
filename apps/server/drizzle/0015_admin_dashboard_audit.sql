ALTER TABLE "audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject" text_pattern_ops,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_sold_idx" ON "orders" USING btree ("paid_at","total") WHERE "orders"."status" in ('paid', 'shipped', 'received');--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recharges_approved_idx" ON "recharges" USING btree ("reviewed_at","credited") WHERE "recharges"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "withdrawals_paid_idx" ON "withdrawals" USING btree ("reviewed_at","hold") WHERE "withdrawals"."status" = 'paid';--> statement-breakpoint
-- the audit log is append-only: no admin, super admin or module can change or remove a row
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
