CREATE TABLE "company_application_counts" (
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_application_counts_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
ALTER TABLE "company_application_counts" ADD CONSTRAINT "company_application_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers). Issue 20: a company's applications per
-- status, kept exact for any writer (API, bulk moves, seed, cascaded deletes) by statement-level
-- triggers with transition tables, as 0025 does per job. Rows of a company being deleted are
-- skipped (the join to companies): its counts go with it by the foreign key.
CREATE OR REPLACE FUNCTION company_application_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_application_counts AS s (company_id, status, count)
  SELECT a.company_id, a.status, count(*)::int
  FROM added_rows AS a JOIN companies AS c ON c.id = a.company_id
  GROUP BY a.company_id, a.status
  ON CONFLICT (company_id, status) DO UPDATE SET count = s.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_application_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_application_counts AS s SET count = greatest(s.count - o.c, 0)
  FROM (SELECT company_id, status, count(*)::int AS c FROM removed_rows GROUP BY company_id, status) AS o
  WHERE s.company_id = o.company_id AND s.status = o.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_application_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_application_counts AS s (company_id, status, count)
  SELECT d.company_id, d.status, d.c
  FROM (
    SELECT company_id, status, sum(c)::int AS c FROM (
      SELECT company_id, status, 1 AS c FROM added_rows
      UNION ALL
      SELECT company_id, status, -1 AS c FROM removed_rows
    ) AS moves GROUP BY company_id, status
  ) AS d JOIN companies AS c ON c.id = d.company_id
  WHERE d.c <> 0
  ON CONFLICT (company_id, status) DO UPDATE SET count = greatest(s.count + excluded.count, 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_application_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_application_counts_added();
--> statement-breakpoint
CREATE TRIGGER company_application_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_application_counts_removed();
--> statement-breakpoint
CREATE TRIGGER company_application_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_application_counts_moved();
--> statement-breakpoint
INSERT INTO company_application_counts (company_id, status, count)
SELECT company_id, status, count(*)::int FROM applications WHERE company_id IS NOT NULL GROUP BY company_id, status;
