CREATE TABLE "application_status_counts" (
	"internship_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_status_counts_internship_id_status_pk" PRIMARY KEY("internship_id","status")
);
--> statement-breakpoint
DROP INDEX "applications_internship_created_idx";--> statement-breakpoint
DROP INDEX "applications_user_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "applications_members_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_status_counts" ADD CONSTRAINT "application_status_counts_internship_id_internships_id_fk" FOREIGN KEY ("internship_id") REFERENCES "public"."internships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- INCLUDE hand-written (drizzle-kit does not model it; see the schema's comment).
CREATE INDEX "applications_internship_created_idx" ON "applications" USING btree ("internship_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("status","user_id");--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("company_id","internship_id","status");
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers or INCLUDE). Issue 20: the lists' totals
-- without recounting. Statement-level triggers with transition tables keep
-- application_status_counts exact for any writer (API, bulk moves, seed, cascaded deletes) at
-- one statement per write, as 0001 does for internships.applications_count. Rows of a job being
-- deleted are skipped (the join to internships): its counts go with it by the foreign key.
CREATE OR REPLACE FUNCTION application_status_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_status_counts AS s (internship_id, status, count)
  SELECT a.internship_id, a.status, count(*)::int
  FROM added_rows AS a JOIN internships AS i ON i.id = a.internship_id
  GROUP BY a.internship_id, a.status
  ON CONFLICT (internship_id, status) DO UPDATE SET count = s.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_status_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_status_counts AS s SET count = greatest(s.count - o.c, 0)
  FROM (SELECT internship_id, status, count(*)::int AS c FROM removed_rows GROUP BY internship_id, status) AS o
  WHERE s.internship_id = o.internship_id AND s.status = o.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_status_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_status_counts AS s (internship_id, status, count)
  SELECT d.internship_id, d.status, d.c
  FROM (
    SELECT internship_id, status, sum(c)::int AS c FROM (
      SELECT internship_id, status, 1 AS c FROM added_rows
      UNION ALL
      SELECT internship_id, status, -1 AS c FROM removed_rows
    ) AS moves GROUP BY internship_id, status
  ) AS d JOIN internships AS i ON i.id = d.internship_id
  WHERE d.c <> 0
  ON CONFLICT (internship_id, status) DO UPDATE SET count = greatest(s.count + excluded.count, 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_status_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_status_counts_added();
--> statement-breakpoint
CREATE TRIGGER applications_status_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_status_counts_removed();
--> statement-breakpoint
CREATE TRIGGER applications_status_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_status_counts_moved();
--> statement-breakpoint
INSERT INTO application_status_counts (internship_id, status, count)
SELECT internship_id, status, count(*)::int FROM applications GROUP BY internship_id, status;
--> statement-breakpoint
-- The company's membership version: only inserts and deletes (a status move keeps it).
CREATE OR REPLACE FUNCTION companies_bump_applications_members_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies AS c SET applications_members_version = c.applications_members_version + 1
  FROM (SELECT DISTINCT company_id FROM changed_applications) AS a
  WHERE c.id = a.company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_members_version_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS changed_applications
  FOR EACH STATEMENT EXECUTE FUNCTION companies_bump_applications_members_version();
--> statement-breakpoint
CREATE TRIGGER applications_members_version_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS changed_applications
  FOR EACH STATEMENT EXECUTE FUNCTION companies_bump_applications_members_version();
--> statement-breakpoint
-- The company's list walked in order with a search's filter (user_id or internship_id among the
-- matches) reads only the index: the same keys, these two columns carried along (INCLUDE,
-- hand-written: drizzle-kit does not model it).
DROP INDEX "applications_company_created_idx";
--> statement-breakpoint
CREATE INDEX "applications_company_created_idx" ON "applications" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("user_id","internship_id");
--> statement-breakpoint
DROP INDEX "applications_company_status_created_idx";
--> statement-breakpoint
CREATE INDEX "applications_company_status_created_idx" ON "applications" USING btree ("company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("user_id","internship_id");
--> statement-breakpoint
-- The same for issue 19's sorts: a status or a search filter is checked on the index while the list
-- is walked by rating or by note count (a deep HIRED page by rating read 500,000 rows otherwise).
DROP INDEX "applications_company_rating_idx";
--> statement-breakpoint
CREATE INDEX "applications_company_rating_idx" ON "applications" USING btree ("company_id","rating_average" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("status","user_id","internship_id");
--> statement-breakpoint
DROP INDEX "applications_company_notes_idx";
--> statement-breakpoint
CREATE INDEX "applications_company_notes_idx" ON "applications" USING btree ("company_id","notes_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("status","user_id","internship_id");
