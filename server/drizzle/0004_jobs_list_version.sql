ALTER TABLE "users" ADD COLUMN "jobs_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers). Any change to an employer's jobs —
-- a post, an expiry, a delete (cascades included) or a new applications_count from the
-- applications triggers of 0001 — bumps that employer's users.jobs_version once per statement,
-- so the server can keep the serialised job list and check it with one primary-key read.
CREATE OR REPLACE FUNCTION users_bump_jobs_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users AS u SET jobs_version = u.jobs_version + 1
  FROM (SELECT DISTINCT employer_id FROM changed_jobs) AS c
  WHERE u.id = c.employer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER internships_version_insert AFTER INSERT ON internships
  REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION users_bump_jobs_version();
--> statement-breakpoint
CREATE TRIGGER internships_version_update AFTER UPDATE ON internships
  REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION users_bump_jobs_version();
--> statement-breakpoint
CREATE TRIGGER internships_version_delete AFTER DELETE ON internships
  REFERENCING OLD TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION users_bump_jobs_version();
