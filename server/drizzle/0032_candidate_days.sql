CREATE TABLE "candidate_days" (
	"day" date PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers). Issue 20: candidates per UTC day of
-- created_at, kept exact for any writer (sign-up, the seed, an account deleted) by statement-level
-- triggers with transition tables, as 0031 keeps a company's applications per day. Only rows whose
-- role is CANDIDATE count: the candidates list's own condition.
CREATE OR REPLACE FUNCTION candidate_days_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_days AS s (day, count)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int
  FROM added_rows WHERE role = 'CANDIDATE' GROUP BY 1
  ON CONFLICT (day) DO UPDATE SET count = s.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_days_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidate_days AS s SET count = greatest(s.count - o.c, 0)
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS c
    FROM removed_rows WHERE role = 'CANDIDATE' GROUP BY 1
  ) AS o
  WHERE s.day = o.day;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update nets its old rows against its new ones: a profile edit changes nothing here (no
-- write at all); a changed role or created_at moves a count.
CREATE OR REPLACE FUNCTION candidate_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_days AS s (day, count)
  SELECT d.day, d.c
  FROM (
    SELECT day, sum(c)::int AS c FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS c FROM added_rows WHERE role = 'CANDIDATE'
      UNION ALL
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, -1 AS c FROM removed_rows WHERE role = 'CANDIDATE'
    ) AS changes GROUP BY day
  ) AS d
  WHERE d.c <> 0
  ON CONFLICT (day) DO UPDATE SET count = greatest(s.count + excluded.count, 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER candidate_days_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_days_added();
--> statement-breakpoint
CREATE TRIGGER candidate_days_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_days_removed();
--> statement-breakpoint
CREATE TRIGGER candidate_days_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_days_changed();
--> statement-breakpoint
INSERT INTO candidate_days (day, count)
SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM users WHERE role = 'CANDIDATE' GROUP BY 1;
