DROP INDEX "products_titles_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_title_tw_trgm_idx" ON "products" USING gin (("titles" ->> 'tw') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_zh_cn_trgm_idx" ON "products" USING gin (("titles" ->> 'zh-CN') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_en_trgm_idx" ON "products" USING gin (("titles" ->> 'en') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_es_trgm_idx" ON "products" USING gin (("titles" ->> 'es') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_pt_trgm_idx" ON "products" USING gin (("titles" ->> 'pt') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_ja_trgm_idx" ON "products" USING gin (("titles" ->> 'ja') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_ko_trgm_idx" ON "products" USING gin (("titles" ->> 'ko') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_hi_trgm_idx" ON "products" USING gin (("titles" ->> 'hi') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_de_trgm_idx" ON "products" USING gin (("titles" ->> 'de') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_ar_trgm_idx" ON "products" USING gin (("titles" ->> 'ar') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_ru_trgm_idx" ON "products" USING gin (("titles" ->> 'ru') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_fr_trgm_idx" ON "products" USING gin (("titles" ->> 'fr') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_vi_trgm_idx" ON "products" USING gin (("titles" ->> 'vi') gin_trgm_ops);