CREATE TABLE "candidate_filter_counts" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "candidate_filter_counts_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers). Issue 20: candidates per city, per
-- availability and per skill, kept exact for any writer (a profile saved, the seed, an account
-- deleted or its role changed) by statement-level triggers with transition tables, as 0032 keeps
-- them per day. A list filtered by one of these alone reads its total here, not from users.
-- What one row counts for: its filter values, each once (a skill listed twice is one skill, as
-- `skills @> '["X"]'` matches it once), only while the row is a candidate's.
CREATE OR REPLACE FUNCTION candidate_filter_values(role text, city text, availability text, skills jsonb)
RETURNS TABLE (kind text, value text) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'city', city WHERE role = 'CANDIDATE' AND city IS NOT NULL
  UNION
  SELECT 'availability', availability WHERE role = 'CANDIDATE' AND availability IS NOT NULL
  UNION
  SELECT 'skill', s
  FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(skills) = 'array' THEN skills ELSE '[]'::jsonb END) AS s
  WHERE role = 'CANDIDATE'
$$;
--> statement-breakpoint
-- Rows are written in key order, so two writers meet on the counts in the same order.
CREATE OR REPLACE FUNCTION candidate_filter_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
  UPDATE candidate_filter_counts AS s SET count = greatest(s.count - o.c, 0)
  FROM (
    SELECT v.kind, v.value, count(*)::int AS c
    FROM removed_rows AS r, candidate_filter_values(r.role, r.city, r.availability, r.skills) AS v
    GROUP BY 1, 2 ORDER BY 1, 2
  ) AS o
  WHERE s.kind = o.kind AND s.value = o.value;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update nets its old rows against its new ones: an edit of a headline, a login or another
-- account's row writes nothing here; a changed city, availability, skill or role moves counts.
CREATE OR REPLACE FUNCTION candidate_filter_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_filter_counts AS s (kind, value, count)
  SELECT kind, value, sum(c)::int
  FROM (
    SELECT v.kind, v.value, 1 AS c
    FROM added_rows AS r, candidate_filter_values(r.role, r.city, r.availability, r.skills) AS v
    UNION ALL
    SELECT v.kind, v.value, -1 AS c
    FROM removed_rows AS r, candidate_filter_values(r.role, r.city, r.availability, r.skills) AS v
  ) AS changes
  GROUP BY 1, 2 HAVING sum(c) <> 0 ORDER BY 1, 2
  ON CONFLICT (kind, value) DO UPDATE SET count = greatest(s.count + excluded.count, 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER candidate_filter_counts_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_filter_counts_added();
--> statement-breakpoint
CREATE TRIGGER candidate_filter_counts_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_filter_counts_removed();
--> statement-breakpoint
CREATE TRIGGER candidate_filter_counts_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_filter_counts_changed();
--> statement-breakpoint
INSERT INTO candidate_filter_counts (kind, value, count)
SELECT v.kind, v.value, count(*)::int
FROM users AS r, candidate_filter_values(r.role, r.city, r.availability, r.skills) AS v
GROUP BY 1, 2;
