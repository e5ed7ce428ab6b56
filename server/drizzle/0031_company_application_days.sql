CREATE TABLE "company_application_days" (
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_application_days_company_id_status_day_pk" PRIMARY KEY("company_id","status","day")
);
--> statement-breakpoint
ALTER TABLE "company_application_days" ADD CONSTRAINT "company_application_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers). Issue 20: a company's applications per
-- status and UTC day of created_at, kept exact for any writer by statement-level triggers with
-- transition tables, as 0030 keeps them per status. The day is the UTC date whatever the session's
-- time zone, so the list's reader can turn a day back into the exact range of created_at it holds.
-- Rows of a company being deleted are skipped (the join to companies): its days go with it by the
-- foreign key.
CREATE OR REPLACE FUNCTION company_application_days_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_application_days AS s (company_id, status, day, count)
  SELECT a.company_id, a.status, (a.created_at AT TIME ZONE 'UTC')::date, count(*)::int
  FROM added_rows AS a JOIN companies AS c ON c.id = a.company_id
  GROUP BY 1, 2, 3
  ON CONFLICT (company_id, status, day) DO UPDATE SET count = s.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_application_days_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_application_days AS s SET count = greatest(s.count - o.c, 0)
  FROM (
    SELECT company_id, status, (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS c
    FROM removed_rows GROUP BY 1, 2, 3
  ) AS o
  WHERE s.company_id = o.company_id AND s.status = o.status AND s.day = o.day;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update nets its old rows against its new ones: a rating or a note count changes nothing here
-- (no write at all); a move takes one from the old status's day and adds one to the new one's.
CREATE OR REPLACE FUNCTION company_application_days_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_application_days AS s (company_id, status, day, count)
  SELECT d.company_id, d.status, d.day, d.c
  FROM (
    SELECT company_id, status, day, sum(c)::int AS c FROM (
      SELECT company_id, status, (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS c FROM added_rows
      UNION ALL
      SELECT company_id, status, (created_at AT TIME ZONE 'UTC')::date AS day, -1 AS c FROM removed_rows
    ) AS moves GROUP BY company_id, status, day
  ) AS d JOIN companies AS c ON c.id = d.company_id
  WHERE d.c <> 0
  ON CONFLICT (company_id, status, day) DO UPDATE SET count = greatest(s.count + excluded.count, 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_application_days_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_application_days_added();
--> statement-breakpoint
CREATE TRIGGER company_application_days_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_application_days_removed();
--> statement-breakpoint
CREATE TRIGGER company_application_days_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_application_days_moved();
--> statement-breakpoint
INSERT INTO company_application_days (company_id, status, day, count)
SELECT company_id, status, (created_at AT TIME ZONE 'UTC')::date, count(*)::int
FROM applications WHERE company_id IS NOT NULL GROUP BY 1, 2, 3;
