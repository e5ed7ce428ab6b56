-- Issue 20: three lists (a company's open jobs, a user's orders, a job's history) end their sort with
-- a tiebreak the index did not hold, so each call sorted every matching row; the index now spells
-- the whole order (NULLS LAST included, as the queries do through db/sort-order.ts).
DROP INDEX "internships_company_created_idx";--> statement-breakpoint
DROP INDEX "payment_orders_user_idx";--> statement-breakpoint
DROP INDEX "company_activity_subject_created_idx";--> statement-breakpoint
CREATE INDEX "internships_company_created_idx" ON "internships" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_activity_subject_created_idx" ON "company_activity" USING btree ("subject_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);