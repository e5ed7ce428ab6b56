ALTER TABLE "employer_daily_applications" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "employer_daily_applications" CASCADE;--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_user_id_unique";--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_employer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "internships" DROP CONSTRAINT "internships_employer_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "applications_employer_created_idx";--> statement-breakpoint
DROP INDEX "applications_employer_status_created_idx";--> statement-breakpoint
DROP INDEX "internships_employer_created_idx";--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "employer_id";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "internships" DROP COLUMN "employer_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "jobs_version";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "applications_version";