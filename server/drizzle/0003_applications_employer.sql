ALTER TABLE "applications" ADD COLUMN "employer_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_employer_created_idx" ON "applications" USING btree ("employer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_employer_status_created_idx" ON "applications" USING btree ("employer_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers). Every writer (API, seed, bulk
-- INSERT … SELECT) gets employer_id from the job, so no writer has to know about the column.
CREATE OR REPLACE FUNCTION applications_set_employer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT i.employer_id INTO NEW.employer_id FROM internships AS i WHERE i.id = NEW.internship_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_set_employer BEFORE INSERT OR UPDATE OF internship_id ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_set_employer();
--> statement-breakpoint
UPDATE applications AS a SET employer_id = i.employer_id
FROM internships AS i
WHERE i.id = a.internship_id AND a.employer_id IS DISTINCT FROM i.employer_id;
