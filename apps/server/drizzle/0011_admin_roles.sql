CREATE TYPE "public"."admin_role" AS ENUM('super', 'reviewer', 'finance', 'support');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_role" "admin_role";--> statement-breakpoint
UPDATE "users" SET "admin_role" = 'super' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_role_of_admins" CHECK (("users"."role" = 'admin') = ("users"."admin_role" IS NOT NULL));