ALTER TABLE "internships" ADD COLUMN "applications_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers). Statement-level triggers with
-- transition tables keep internships.applications_count exact for any writer (API, seed,
-- bulk inserts, cascaded deletes) at one UPDATE per statement, not one per row.
CREATE OR REPLACE FUNCTION internships_count_applications_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE internships AS i SET applications_count = i.applications_count + n.c
  FROM (SELECT internship_id, count(*)::int AS c FROM added_rows GROUP BY internship_id) AS n
  WHERE i.id = n.internship_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION internships_count_applications_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE internships AS i SET applications_count = greatest(i.applications_count - o.c, 0)
  FROM (SELECT internship_id, count(*)::int AS c FROM removed_rows GROUP BY internship_id) AS o
  WHERE i.id = o.internship_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION internships_count_applications_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE internships AS i SET applications_count = greatest(i.applications_count + d.c, 0)
  FROM (
    SELECT internship_id, sum(c)::int AS c FROM (
      SELECT internship_id, 1 AS c FROM added_rows
      UNION ALL
      SELECT internship_id, -1 AS c FROM removed_rows
    ) AS moves GROUP BY internship_id
  ) AS d
  WHERE i.id = d.internship_id AND d.c <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_count_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION internships_count_applications_added();
--> statement-breakpoint
CREATE TRIGGER applications_count_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION internships_count_applications_removed();
--> statement-breakpoint
CREATE TRIGGER applications_count_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION internships_count_applications_moved();
--> statement-breakpoint
UPDATE internships AS i SET applications_count = c.n
FROM (SELECT internship_id, count(*)::int AS n FROM applications GROUP BY internship_id) AS c
WHERE i.id = c.internship_id;
