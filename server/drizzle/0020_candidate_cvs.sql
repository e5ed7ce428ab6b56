CREATE TABLE "application_cvs" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"stored_name" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_cvs_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "application_cvs_size_positive" CHECK ("application_cvs"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "candidate_cvs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stored_name" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_cvs_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "candidate_cvs_size_positive" CHECK ("candidate_cvs"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "application_cvs" ADD CONSTRAINT "application_cvs_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_cvs" ADD CONSTRAINT "candidate_cvs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;