CREATE TABLE "company_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"subject_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_activity_action_valid" CHECK ("company_activity"."action" in ('JOB_POSTED', 'JOB_EXPIRED', 'JOB_DELETED', 'APPLICATION_MOVED', 'COMPANY_UPDATED', 'MEMBER_INVITED', 'INVITATION_RESENT', 'INVITATION_REVOKED', 'MEMBER_JOINED', 'MEMBER_ROLE_CHANGED', 'MEMBER_REMOVED', 'OWNERSHIP_TRANSFERRED'))
);
--> statement-breakpoint
CREATE TABLE "company_daily_applications" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_daily_applications_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"language" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "company_invitations_role_valid" CHECK ("company_invitations"."role" in ('ADMIN', 'RECRUITER', 'VIEWER')),
	CONSTRAINT "company_invitations_language_valid" CHECK ("company_invitations"."language" in ('en', 'pt')),
	CONSTRAINT "company_invitations_email_lower" CHECK ("company_invitations"."email" = lower("company_invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_role_valid" CHECK ("company_members"."role" in ('OWNER', 'ADMIN', 'RECRUITER', 'VIEWER'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "jobs_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "applications_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "posted_by" uuid;--> statement-breakpoint
ALTER TABLE "company_activity" ADD CONSTRAINT "company_activity_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_activity" ADD CONSTRAINT "company_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_daily_applications" ADD CONSTRAINT "company_daily_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_activity_company_created_idx" ON "company_activity" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_company_created_idx" ON "applications" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_company_status_created_idx" ON "applications" USING btree ("company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "internships_company_created_idx" ON "internships" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers or data moves). Issue 18: ownership
-- moves from the employer account to the company. Every employer with a company becomes its
-- owner; jobs keep who posted them; applications, the daily rollup and the list versions are
-- keyed by company from here on. Migration 0016 drops the per-employer columns once nothing
-- reads them.
UPDATE companies SET created_by = user_id WHERE created_by IS NULL;
--> statement-breakpoint
INSERT INTO company_members (user_id, company_id, role, created_at)
SELECT c.user_id, c.id, 'OWNER', c.created_at FROM companies AS c
ON CONFLICT (user_id) DO NOTHING;
--> statement-breakpoint
UPDATE internships SET posted_by = employer_id WHERE posted_by IS NULL;
--> statement-breakpoint
UPDATE applications AS a SET company_id = i.company_id
FROM internships AS i
WHERE i.id = a.internship_id AND a.company_id IS DISTINCT FROM i.company_id;
--> statement-breakpoint
INSERT INTO company_daily_applications (company_id, day, applications)
SELECT i.company_id, ((a.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date, count(*)::int
FROM applications AS a JOIN internships AS i ON i.id = a.internship_id
GROUP BY 1, 2;
--> statement-breakpoint
-- The per-employer triggers of 0002, 0003, 0004 and 0005 give way to per-company ones.
DROP TRIGGER IF EXISTS applications_set_employer ON applications;--> statement-breakpoint
DROP FUNCTION IF EXISTS applications_set_employer();--> statement-breakpoint
DROP TRIGGER IF EXISTS applications_daily_insert ON applications;--> statement-breakpoint
DROP TRIGGER IF EXISTS applications_daily_delete ON applications;--> statement-breakpoint
DROP TRIGGER IF EXISTS applications_daily_update ON applications;--> statement-breakpoint
DROP TRIGGER IF EXISTS internships_daily_delete ON internships;--> statement-breakpoint
DROP FUNCTION IF EXISTS employer_daily_applications_added();--> statement-breakpoint
DROP FUNCTION IF EXISTS employer_daily_applications_removed();--> statement-breakpoint
DROP FUNCTION IF EXISTS employer_daily_applications_moved();--> statement-breakpoint
DROP FUNCTION IF EXISTS employer_daily_applications_job_deleted();--> statement-breakpoint
DROP TRIGGER IF EXISTS internships_version_insert ON internships;--> statement-breakpoint
DROP TRIGGER IF EXISTS internships_version_update ON internships;--> statement-breakpoint
DROP TRIGGER IF EXISTS internships_version_delete ON internships;--> statement-breakpoint
DROP FUNCTION IF EXISTS users_bump_jobs_version();--> statement-breakpoint
DROP TRIGGER IF EXISTS applications_version_insert ON applications;--> statement-breakpoint
DROP TRIGGER IF EXISTS applications_version_update ON applications;--> statement-breakpoint
DROP TRIGGER IF EXISTS applications_version_delete ON applications;--> statement-breakpoint
DROP FUNCTION IF EXISTS users_bump_applications_version();--> statement-breakpoint
-- Every writer (API, seed, bulk INSERT … SELECT) gets company_id from the job.
CREATE OR REPLACE FUNCTION applications_set_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT i.company_id INTO NEW.company_id FROM internships AS i WHERE i.id = NEW.internship_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_set_company BEFORE INSERT OR UPDATE OF internship_id ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_set_company();
--> statement-breakpoint
-- The dashboard's daily rollup, per company (a day is a Luanda day: Angola keeps UTC+1 all year).
CREATE OR REPLACE FUNCTION company_daily_applications_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_daily_applications AS e (company_id, day, applications)
  SELECT i.company_id, ((a.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date, count(*)::int
  FROM added_rows AS a JOIN internships AS i ON i.id = a.internship_id
  GROUP BY 1, 2
  ON CONFLICT (company_id, day) DO UPDATE SET applications = e.applications + EXCLUDED.applications;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_daily_applications_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows removed by a job's own deletion find no job here: that job's trigger already counted them out.
  UPDATE company_daily_applications AS e SET applications = greatest(e.applications - r.c, 0)
  FROM (
    SELECT i.company_id, ((a.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date AS day, count(*)::int AS c
    FROM removed_rows AS a JOIN internships AS i ON i.id = a.internship_id
    GROUP BY 1, 2
  ) AS r
  WHERE e.company_id = r.company_id AND e.day = r.day;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_daily_applications_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_daily_applications AS e SET applications = greatest(e.applications - r.c, 0)
  FROM (
    SELECT i.company_id, ((a.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date AS day, count(*)::int AS c
    FROM removed_rows AS a JOIN internships AS i ON i.id = a.internship_id
    GROUP BY 1, 2
  ) AS r
  WHERE e.company_id = r.company_id AND e.day = r.day;
  INSERT INTO company_daily_applications AS e (company_id, day, applications)
  SELECT i.company_id, ((a.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date, count(*)::int
  FROM added_rows AS a JOIN internships AS i ON i.id = a.internship_id
  GROUP BY 1, 2
  ON CONFLICT (company_id, day) DO UPDATE SET applications = e.applications + EXCLUDED.applications;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_daily_applications_job_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_daily_applications AS e SET applications = greatest(e.applications - x.c, 0)
  FROM (
    SELECT ((created_at AT TIME ZONE 'UTC') + interval '1 hour')::date AS day, count(*)::int AS c
    FROM applications WHERE internship_id = OLD.id
    GROUP BY 1
  ) AS x
  WHERE e.company_id = OLD.company_id AND e.day = x.day;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_daily_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_daily_applications_added();
--> statement-breakpoint
CREATE TRIGGER applications_daily_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_daily_applications_removed();
--> statement-breakpoint
CREATE TRIGGER applications_daily_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_daily_applications_moved();
--> statement-breakpoint
CREATE TRIGGER internships_daily_delete BEFORE DELETE ON internships
  FOR EACH ROW EXECUTE FUNCTION company_daily_applications_job_deleted();
--> statement-breakpoint
-- Any change to a company's jobs (applications_count from 0001's triggers included) bumps its
-- jobs_version once per statement; any application added, moved or removed its applications_version.
CREATE OR REPLACE FUNCTION companies_bump_jobs_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies AS c SET jobs_version = c.jobs_version + 1
  FROM (SELECT DISTINCT company_id FROM changed_jobs) AS j
  WHERE c.id = j.company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER internships_version_insert AFTER INSERT ON internships
  REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION companies_bump_jobs_version();
--> statement-breakpoint
CREATE TRIGGER internships_version_update AFTER UPDATE ON internships
  REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION companies_bump_jobs_version();
--> statement-breakpoint
CREATE TRIGGER internships_version_delete AFTER DELETE ON internships
  REFERENCING OLD TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION companies_bump_jobs_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_bump_applications_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies AS c SET applications_version = c.applications_version + 1
  FROM (SELECT DISTINCT company_id FROM changed_applications) AS a
  WHERE c.id = a.company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_version_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS changed_applications
  FOR EACH STATEMENT EXECUTE FUNCTION companies_bump_applications_version();
--> statement-breakpoint
CREATE TRIGGER applications_version_update AFTER UPDATE ON applications
  REFERENCING NEW TABLE AS changed_applications
  FOR EACH STATEMENT EXECUTE FUNCTION companies_bump_applications_version();
--> statement-breakpoint
CREATE TRIGGER applications_version_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS changed_applications
  FOR EACH STATEMENT EXECUTE FUNCTION companies_bump_applications_version();
