-- Issue 20: an update of applications nets its old rows against its new ones for the dashboard's
-- daily rollup (0015), as the other counters' triggers do. The day is the application's own
-- (created_at), so a status move, a note counted or a rating summed changes no day's count; yet
-- 0015's function took one from the day's row and gave it back, writing that row (and holding it
-- to the commit) on every move. Only an application moved to another company's job changes a count.
-- As before, a count taken from a day with no row is not written, and no count goes below zero.
-- One statement: the days that lose (a row is updated) and those that gain (a row is added or
-- updated) are different keys, so its two writes never meet on a row.
CREATE OR REPLACE FUNCTION company_daily_applications_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH net AS (
    SELECT company_id, day, sum(c)::int AS c FROM (
      SELECT i.company_id, ((a.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date AS day, 1 AS c
      FROM added_rows AS a JOIN internships AS i ON i.id = a.internship_id
      UNION ALL
      SELECT i.company_id, ((a.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date AS day, -1 AS c
      FROM removed_rows AS a JOIN internships AS i ON i.id = a.internship_id
    ) AS changes GROUP BY 1, 2 HAVING sum(c) <> 0
  ),
  lost AS (
    UPDATE company_daily_applications AS e SET applications = greatest(e.applications + net.c, 0)
    FROM net WHERE net.c < 0 AND e.company_id = net.company_id AND e.day = net.day
  )
  INSERT INTO company_daily_applications AS e (company_id, day, applications)
  SELECT company_id, day, c FROM net WHERE c > 0
  ON CONFLICT (company_id, day) DO UPDATE SET applications = e.applications + excluded.applications;
  RETURN NULL;
END $$;
