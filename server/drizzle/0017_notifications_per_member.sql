DROP INDEX "notifications_job_kind_unique";--> statement-breakpoint
DROP INDEX "notifications_application_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_job_kind_unique" ON "notifications" USING btree ("user_id","job_id","kind") WHERE "notifications"."application_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_application_unique" ON "notifications" USING btree ("user_id","application_id");