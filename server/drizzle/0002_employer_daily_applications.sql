CREATE TABLE "employer_daily_applications" (
	"employer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "employer_daily_applications_employer_id_day_pk" PRIMARY KEY("employer_id","day")
);
--> statement-breakpoint
ALTER TABLE "employer_daily_applications" ADD CONSTRAINT "employer_daily_applications_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers). A day is a Luanda day: Angola keeps
-- UTC+1 all year. Applications of a deleted job leave the chart with it.
CREATE OR REPLACE FUNCTION employer_daily_applications_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO employer_daily_applications AS e (employer_id, day, applications)
  SELECT i.employer_id, ((a.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date, count(*)::int
  FROM added_rows AS a JOIN internships AS i ON i.id = a.internship_id
  GROUP BY 1, 2
  ON CONFLICT (employer_id, day) DO UPDATE SET applications = e.applications + EXCLUDED.applications;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION employer_daily_applications_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows removed by a job's own deletion find no job here: that job's trigger already counted them out.
  UPDATE employer_daily_applications AS e SET applications = greatest(e.applications - r.c, 0)
  FROM (
    SELECT i.employer_id, ((a.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date AS day, count(*)::int AS c
    FROM removed_rows AS a JOIN internships AS i ON i.id = a.internship_id
    GROUP BY 1, 2
  ) AS r
  WHERE e.employer_id = r.employer_id AND e.day = r.day;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION employer_daily_applications_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employer_daily_applications AS e SET applications = greatest(e.applications - r.c, 0)
  FROM (
    SELECT i.employer_id, ((a.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date AS day, count(*)::int AS c
    FROM removed_rows AS a JOIN internships AS i ON i.id = a.internship_id
    GROUP BY 1, 2
  ) AS r
  WHERE e.employer_id = r.employer_id AND e.day = r.day;
  INSERT INTO employer_daily_applications AS e (employer_id, day, applications)
  SELECT i.employer_id, ((a.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date, count(*)::int
  FROM added_rows AS a JOIN internships AS i ON i.id = a.internship_id
  GROUP BY 1, 2
  ON CONFLICT (employer_id, day) DO UPDATE SET applications = e.applications + EXCLUDED.applications;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION employer_daily_applications_job_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employer_daily_applications AS e SET applications = greatest(e.applications - x.c, 0)
  FROM (
    SELECT ((created_at AT TIME ZONE 'UTC') + interval '1 hour')::date AS day, count(*)::int AS c
    FROM applications WHERE internship_id = OLD.id
    GROUP BY 1
  ) AS x
  WHERE e.employer_id = OLD.employer_id AND e.day = x.day;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_daily_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION employer_daily_applications_added();
--> statement-breakpoint
CREATE TRIGGER applications_daily_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION employer_daily_applications_removed();
--> statement-breakpoint
CREATE TRIGGER applications_daily_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION employer_daily_applications_moved();
--> statement-breakpoint
CREATE TRIGGER internships_daily_delete BEFORE DELETE ON internships
  FOR EACH ROW EXECUTE FUNCTION employer_daily_applications_job_deleted();
--> statement-breakpoint
INSERT INTO employer_daily_applications (employer_id, day, applications)
SELECT i.employer_id, ((a.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date, count(*)::int
FROM applications AS a JOIN internships AS i ON i.id = a.internship_id
GROUP BY 1, 2;
