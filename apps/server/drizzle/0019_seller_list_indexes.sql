DROP INDEX "products_store_idx";--> statement-breakpoint
DROP INDEX "orders_store_status_idx";--> statement-breakpoint
CREATE INDEX "products_store_idx" ON "products" USING btree ("store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"on_shelf","deleted_at");--> statement-breakpoint
CREATE INDEX "orders_store_status_idx" ON "orders" USING btree ("store_id","status","id" DESC NULLS FIRST,"paid_at");