-- pg_trgm gives LIKE '%…%' an index (trigram GIN below); a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "list_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_role_created_at_idx";--> statement-breakpoint
DROP INDEX "users_city_idx";--> statement-breakpoint
DROP INDEX "users_availability_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "applications_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "internships_search_title_trgm_idx" ON "internships" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_candidates_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."role" = 'CANDIDATE';--> statement-breakpoint
CREATE INDEX "users_candidates_city_idx" ON "users" USING btree ("city","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."role" = 'CANDIDATE';--> statement-breakpoint
CREATE INDEX "users_candidates_availability_idx" ON "users" USING btree ("availability","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."role" = 'CANDIDATE';--> statement-breakpoint
CREATE INDEX "users_candidates_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WHERE "users"."role" = 'CANDIDATE';--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers or seed rows).
INSERT INTO "list_versions" ("name", "version") VALUES ('candidates', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The candidates list (and what its pages and the applications list show of a candidate) changes
-- with any new or removed account and with any change to a candidate's row. One bump per
-- statement for inserts and deletes (the seed inserts 100,000 rows at once); per changed
-- candidate row for updates (employers' rows, bumped by the version triggers, do not count).
CREATE OR REPLACE FUNCTION list_versions_bump_candidates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_versions SET version = version + 1 WHERE name = 'candidates';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_candidates_version_rows AFTER INSERT OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump_candidates();
--> statement-breakpoint
CREATE TRIGGER users_candidates_version_update AFTER UPDATE ON users
  FOR EACH ROW
  WHEN ((OLD.role = 'CANDIDATE' OR NEW.role = 'CANDIDATE') AND OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION list_versions_bump_candidates();
--> statement-breakpoint
-- An employer's applications list changes with every application added, moved between
-- statuses or removed (cascades from a deleted job included): one bump per employer per statement.
CREATE OR REPLACE FUNCTION users_bump_applications_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users AS u SET applications_version = u.applications_version + 1
  FROM (SELECT DISTINCT employer_id FROM changed_applications) AS c
  WHERE u.id = c.employer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_version_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS changed_applications
  FOR EACH STATEMENT EXECUTE FUNCTION users_bump_applications_version();
--> statement-breakpoint
CREATE TRIGGER applications_version_update AFTER UPDATE ON applications
  REFERENCING NEW TABLE AS changed_applications
  FOR EACH STATEMENT EXECUTE FUNCTION users_bump_applications_version();
--> statement-breakpoint
CREATE TRIGGER applications_version_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS changed_applications
  FOR EACH STATEMENT EXECUTE FUNCTION users_bump_applications_version();
