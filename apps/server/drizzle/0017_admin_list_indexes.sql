CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_kind_created_idx" ON "ledger_entries" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree ("username" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_nickname_prefix_idx" ON "users" USING btree (lower("nickname") text_pattern_ops);