-- Issue 20: a job's deletion takes the company's row before the dashboard's day rows, as an
-- application does. An application's insert locks its job (applications_count, 0001), then the
-- company's row (jobs_version, 0015) and then the company's day row (0015's rollup). A job's
-- deletion locked its own row, then (this BEFORE trigger) the company's day rows, and took the
-- company's row only afterwards, through the triggers of its cascaded applications: while it
-- deleted them (thousands on a busy job) or waited for one a colleague held (a note being added),
-- an application to another of the company's jobs could take the company's row and wait for
-- today's day row, which the deletion held while it then waited for the company's row.
-- PostgreSQL broke that deadlock by failing one of them (40P01); a failed deletion answered 500.
-- Now the deletion locks the company's row here, before any day row: job, company, day rows,
-- the order every writer of them keeps. (The repository's delete also locks the job's
-- applications before the job itself, as a move locks them: see internships/repository.ts.)
CREATE OR REPLACE FUNCTION company_daily_applications_job_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM companies WHERE id = OLD.company_id FOR NO KEY UPDATE;
  UPDATE company_daily_applications AS e SET applications = greatest(e.applications - x.c, 0)
  FROM (
    SELECT ((created_at AT TIME ZONE 'UTC') + interval '1 hour')::date AS day, count(*)::int AS c
    FROM applications WHERE internship_id = OLD.id
    GROUP BY 1
  ) AS x
  WHERE e.company_id = OLD.company_id AND e.day = x.day;
  RETURN OLD;
END $$;
