DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "sign_in_codes_lookup_idx";--> statement-breakpoint
DROP INDEX "assessment_submissions_created_idx";--> statement-breakpoint
DROP INDEX "news_category_list_idx";--> statement-breakpoint
DROP INDEX "news_recent_idx";--> statement-breakpoint
DROP INDEX "reports_created_idx";--> statement-breakpoint
DROP INDEX "office_requests_created_idx";--> statement-breakpoint
DROP INDEX "notices_sell_datetime_idx";--> statement-breakpoint
DROP INDEX "trades_datetime_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sign_in_codes_lookup_idx" ON "sign_in_codes" USING btree ("subject","email","created_at");--> statement-breakpoint
CREATE INDEX "assessment_submissions_created_idx" ON "assessment_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "news_category_list_idx" ON "news" USING btree ("category_cid","news_status","created_at","id");--> statement-breakpoint
CREATE INDEX "news_recent_idx" ON "news" USING btree ("news_status","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "office_requests_created_idx" ON "office_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notices_sell_datetime_idx" ON "notices" USING btree ("sell_datetime","id");--> statement-breakpoint
CREATE INDEX "trades_datetime_idx" ON "trades" USING btree ("trade_datetime","id");