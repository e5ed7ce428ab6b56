-- Issue 20: one lock order for everything an insert or a delete on users writes.
-- Such a statement's triggers wrote the candidates' day rows (0032) and filter rows (0033) and
-- then bumped list_versions 'candidates' (0005: every insert or delete bumps it, an employer's
-- too). A transaction that had already bumped it (the seed: its employer first, then its
-- candidates) could wait for a day row that a sign-up held while the sign-up waited for the
-- version row: PostgreSQL broke that deadlock by failing one of them (40P01).
-- Now the insert and delete triggers lock the version row before any count, so writers queue on
-- that one row and never hold a count another is waiting for. An update needs no change: its
-- row-level trigger bumps the version for each changed candidate (0005), and row-level AFTER
-- triggers fire before statement-level ones, so the version row is already held when the counts
-- are written (and no candidate changed means no count is written).
-- An insert's day rows are also written in key order now, as 0033 writes its rows.
CREATE OR REPLACE FUNCTION candidates_version_lock() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM list_versions WHERE name = 'candidates' FOR NO KEY UPDATE;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_days_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidates_version_lock();
  INSERT INTO candidate_days AS s (day, count)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int
  FROM added_rows WHERE role = 'CANDIDATE' GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET count = s.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_days_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidates_version_lock();
  UPDATE candidate_days AS s SET count = greatest(s.count - o.c, 0)
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS c
    FROM removed_rows WHERE role = 'CANDIDATE' GROUP BY 1
  ) AS o
  WHERE s.day = o.day;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_filter_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidates_version_lock();
  INSERT INTO candidate_filter_counts AS s (kind, value, count)
  SELECT v.kind, v.value, count(*)::int
  FROM added_rows AS r, candidate_filter_values(r.role, r.city, r.availability, r.skills) AS v
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (kind, value) DO UPDATE SET count = s.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_filter_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidates_version_lock();
  UPDATE candidate_filter_counts AS s SET count = greatest(s.count - o.c, 0)
  FROM (
    SELECT v.kind, v.value, count(*)::int AS c
    FROM removed_rows AS r, candidate_filter_values(r.role, r.city, r.availability, r.skills) AS v
    GROUP BY 1, 2 ORDER BY 1, 2
  ) AS o
  WHERE s.kind = o.kind AND s.value = o.value;
  RETURN NULL;
END $$;
