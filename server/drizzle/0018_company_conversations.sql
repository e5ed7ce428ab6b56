CREATE TABLE "conversation_reads" (
	"user_id" uuid NOT NULL,
	"conversation_key" text NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_reads_user_id_conversation_key_pk" PRIMARY KEY("user_id","conversation_key")
);
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "receiver_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_company_pair_created_idx" ON "messages" USING btree ("company_id","pair_key","created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_or_company" CHECK ("messages"."receiver_id" is not null or "messages"."company_id" is not null);--> statement-breakpoint
-- Issue 18, backfill: every employer–candidate message moves into the conversation between the
-- candidate and the employer's company (conversationKey: the two ids sorted, byte order as in
-- JavaScript, joined with '_'). First the employer's own read marks: what they had read of the
-- candidate's messages becomes their conversation_reads row.
INSERT INTO "conversation_reads" ("user_id", "conversation_key", "last_read_at")
SELECT m."receiver_id",
  CASE WHEN cm."company_id"::text COLLATE "C" < m."sender_id"::text COLLATE "C"
    THEN cm."company_id"::text || '_' || m."sender_id"::text
    ELSE m."sender_id"::text || '_' || cm."company_id"::text END,
  max(m."created_at")
FROM "messages" m
JOIN "users" s ON s."id" = m."sender_id" AND s."role" = 'CANDIDATE'
JOIN "company_members" cm ON cm."user_id" = m."receiver_id"
WHERE m."company_id" IS NULL AND m."read_at" IS NOT NULL
GROUP BY 1, 2
ON CONFLICT ("user_id", "conversation_key") DO UPDATE SET "last_read_at" = greatest("conversation_reads"."last_read_at", excluded."last_read_at");
--> statement-breakpoint
-- A candidate's messages to an employer: to the company (no single receiver any more).
UPDATE "messages" m SET "company_id" = cm."company_id", "receiver_id" = NULL,
  "pair_key" = CASE WHEN cm."company_id"::text COLLATE "C" < m."sender_id"::text COLLATE "C"
    THEN cm."company_id"::text || '_' || m."sender_id"::text
    ELSE m."sender_id"::text || '_' || cm."company_id"::text END
FROM "users" s, "company_members" cm
WHERE m."company_id" IS NULL AND s."id" = m."sender_id" AND s."role" = 'CANDIDATE'
  AND cm."user_id" = m."receiver_id";
--> statement-breakpoint
-- An employer's messages to a candidate: the company's, still recording the member who wrote them.
UPDATE "messages" m SET "company_id" = cm."company_id",
  "pair_key" = CASE WHEN cm."company_id"::text COLLATE "C" < m."receiver_id"::text COLLATE "C"
    THEN cm."company_id"::text || '_' || m."receiver_id"::text
    ELSE m."receiver_id"::text || '_' || cm."company_id"::text END
FROM "users" r, "company_members" cm
WHERE m."company_id" IS NULL AND r."id" = m."receiver_id" AND r."role" = 'CANDIDATE'
  AND cm."user_id" = m."sender_id";
--> statement-breakpoint
-- MESSAGE_UNREAD throttles were kept per old pair key: drop those the backfill made stale (at
-- worst one more email about a conversation that still waits).
DELETE FROM "message_unread_alerts" a
WHERE NOT EXISTS (SELECT 1 FROM "messages" m WHERE m."pair_key" = a."pair_key");
