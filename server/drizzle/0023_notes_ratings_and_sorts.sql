CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "application_ratings" (
	"application_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_ratings_application_id_member_id_pk" PRIMARY KEY("application_id","member_id"),
	CONSTRAINT "application_ratings_score_range" CHECK ("application_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "notes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rating_average" numeric(4, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_ratings" ADD CONSTRAINT "application_ratings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_ratings" ADD CONSTRAINT "application_ratings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_ratings" ADD CONSTRAINT "application_ratings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_company_rating_idx" ON "applications" USING btree ("company_id","rating_average" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_company_notes_idx" ON "applications" USING btree ("company_id","notes_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_candidates_name_idx" ON "users" USING btree ("search_text","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."role" = 'CANDIDATE';--> statement-breakpoint
-- Issue 19: applications.notes_count, ratings_count, rating_sum and rating_average follow the
-- notes and ratings through these statement triggers, so the list shows and sorts by them without
-- aggregating. Deltas (not recounts) are added to the row: a concurrent writer waits for the row
-- lock and adds its own delta to the committed values. Changing the row also fires
-- applications_version_update (0015): the company's kept list pages are dropped with it.
CREATE OR REPLACE FUNCTION applications_count_notes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE applications AS a SET notes_count = a.notes_count + d.n
    FROM (SELECT application_id, count(*)::int AS n FROM new_notes GROUP BY application_id) AS d
    WHERE a.id = d.application_id;
  ELSE
    UPDATE applications AS a SET notes_count = a.notes_count - d.n
    FROM (SELECT application_id, count(*)::int AS n FROM old_notes GROUP BY application_id) AS d
    WHERE a.id = d.application_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER application_notes_count_insert AFTER INSERT ON application_notes
  REFERENCING NEW TABLE AS new_notes
  FOR EACH STATEMENT EXECUTE FUNCTION applications_count_notes();
--> statement-breakpoint
CREATE TRIGGER application_notes_count_delete AFTER DELETE ON application_notes
  REFERENCING OLD TABLE AS old_notes
  FOR EACH STATEMENT EXECUTE FUNCTION applications_count_notes();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_add_ratings(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications AS a SET
    ratings_count = a.ratings_count + d.n,
    rating_sum = a.rating_sum + d.s,
    rating_average = coalesce(round((a.rating_sum + d.s)::numeric / nullif(a.ratings_count + d.n, 0), 3), 0)
  FROM (
    SELECT (e->>'application_id')::uuid AS application_id, sum((e->>'n')::int)::int AS n, sum((e->>'s')::int)::int AS s
    FROM jsonb_array_elements(deltas) AS e GROUP BY 1
  ) AS d
  WHERE a.id = d.application_id AND (d.n <> 0 OR d.s <> 0);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_sum_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM applications_add_ratings((SELECT coalesce(jsonb_agg(jsonb_build_object('application_id', application_id, 'n', 1, 's', score)), '[]') FROM new_ratings));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM applications_add_ratings((SELECT coalesce(jsonb_agg(jsonb_build_object('application_id', application_id, 'n', -1, 's', -score)), '[]') FROM old_ratings));
  ELSE
    PERFORM applications_add_ratings((SELECT coalesce(jsonb_agg(x), '[]') FROM (
      SELECT jsonb_build_object('application_id', application_id, 'n', 0, 's', score) AS x FROM new_ratings
      UNION ALL
      SELECT jsonb_build_object('application_id', application_id, 'n', 0, 's', -score) FROM old_ratings
    ) AS changes));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER application_ratings_sum_insert AFTER INSERT ON application_ratings
  REFERENCING NEW TABLE AS new_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION applications_sum_ratings();
--> statement-breakpoint
CREATE TRIGGER application_ratings_sum_update AFTER UPDATE ON application_ratings
  REFERENCING OLD TABLE AS old_ratings NEW TABLE AS new_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION applications_sum_ratings();
--> statement-breakpoint
CREATE TRIGGER application_ratings_sum_delete AFTER DELETE ON application_ratings
  REFERENCING OLD TABLE AS old_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION applications_sum_ratings();
