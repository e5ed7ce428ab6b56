CREATE TABLE "interview_interviewers" (
	"interview_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "interview_interviewers_interview_id_user_id_pk" PRIMARY KEY("interview_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Africa/Luanda' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text,
	"video_url" text,
	"notes" text,
	"created_by" uuid,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_uid_unique" UNIQUE("uid"),
	CONSTRAINT "interviews_status_valid" CHECK ("interviews"."status" in ('SCHEDULED', 'CANCELLED')),
	CONSTRAINT "interviews_duration_valid" CHECK ("interviews"."duration_minutes" between 15 and 480),
	CONSTRAINT "interviews_place_given" CHECK ("interviews"."location" is not null or "interviews"."video_url" is not null),
	CONSTRAINT "interviews_video_https" CHECK ("interviews"."video_url" is null or "interviews"."video_url" like 'https://%')
);
--> statement-breakpoint
ALTER TABLE "notification_emails" DROP CONSTRAINT "notification_emails_kind_valid";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "company_activity" DROP CONSTRAINT "company_activity_action_valid";--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_interviewers_user_idx" ON "interview_interviewers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_company_starts_idx" ON "interviews" USING btree ("company_id","starts_at") WHERE "interviews"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "interviews_starts_idx" ON "interviews" USING btree ("starts_at") WHERE "interviews"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_interview_reminder_unique" ON "notifications" USING btree ("user_id",("params"->>'interviewId'),("params"->>'startsAt')) WHERE "notifications"."kind" = 'INTERVIEW_REMINDER';--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_kind_valid" CHECK ("notification_emails"."kind" in ('APPLICATION_RECEIVED', 'JOB_EXPIRING', 'JOB_EXPIRED', 'MESSAGE_UNREAD', 'PLAN_EXPIRING', 'INTERVIEW_REMINDER'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" in ('APPLICATION_RECEIVED', 'JOB_EXPIRING', 'JOB_EXPIRED', 'MESSAGE_UNREAD', 'PLAN_EXPIRING', 'INTERVIEW_REMINDER'));--> statement-breakpoint
ALTER TABLE "company_activity" ADD CONSTRAINT "company_activity_action_valid" CHECK ("company_activity"."action" in ('JOB_POSTED', 'JOB_EXPIRED', 'JOB_DELETED', 'JOB_EDITED', 'JOB_DUPLICATED', 'JOB_DRAFTED', 'JOB_PUBLISHED', 'JOB_REOPENED', 'APPLICATION_MOVED', 'INTERVIEW_SCHEDULED', 'INTERVIEW_UPDATED', 'INTERVIEW_CANCELLED', 'COMPANY_UPDATED', 'MEMBER_INVITED', 'INVITATION_RESENT', 'INVITATION_REVOKED', 'MEMBER_JOINED', 'MEMBER_ROLE_CHANGED', 'MEMBER_REMOVED', 'OWNERSHIP_TRANSFERRED'));