-- Job types, availabilities and spoken languages become codes (src/shared/domain.ts). A value that
-- is a code in another case is that code; a word stored before (English or Portuguese, any case,
-- the list is LEGACY_WORDS in domain.ts) is its code; anything else is cleared (a list drops it).
CREATE TABLE "migration_0011_words" ("word" text PRIMARY KEY, "code" text NOT NULL);--> statement-breakpoint
INSERT INTO "migration_0011_words" ("word", "code") VALUES
  ('full-time', 'FULL_TIME'),
  ('full time', 'FULL_TIME'),
  ('fulltime', 'FULL_TIME'),
  ('tempo inteiro', 'FULL_TIME'),
  ('part-time', 'PART_TIME'),
  ('part time', 'PART_TIME'),
  ('parttime', 'PART_TIME'),
  ('tempo parcial', 'PART_TIME'),
  ('remote', 'REMOTE'),
  ('remoto', 'REMOTE'),
  ('hybrid', 'HYBRID'),
  ('híbrido', 'HYBRID'),
  ('hibrido', 'HYBRID'),
  ('weekends', 'WEEKENDS'),
  ('weekend', 'WEEKENDS'),
  ('fins de semana', 'WEEKENDS'),
  ('fim de semana', 'WEEKENDS'),
  ('portuguese', 'pt'),
  ('português', 'pt'),
  ('portugues', 'pt'),
  ('english', 'en'),
  ('inglês', 'en'),
  ('ingles', 'en'),
  ('french', 'fr'),
  ('francês', 'fr'),
  ('frances', 'fr'),
  ('spanish', 'es'),
  ('espanhol', 'es'),
  ('umbundu', 'umb'),
  ('kimbundu', 'kmb'),
  ('kikongo', 'kg'),
  ('chokwe', 'cjk'),
  ('cokwe', 'cjk'),
  ('lingala', 'ln'),
  ('german', 'de'),
  ('alemão', 'de'),
  ('alemao', 'de'),
  ('chinese', 'zh'),
  ('chinês', 'zh'),
  ('chines', 'zh');--> statement-breakpoint
UPDATE "internships" SET "internship_type" = coalesce(
  (SELECT c FROM unnest(ARRAY['FULL_TIME', 'PART_TIME', 'REMOTE']) AS c WHERE c = upper(trim("internship_type"))),
  (SELECT w."code" FROM "migration_0011_words" w
    WHERE w."word" = lower(trim("internship_type")) AND w."code" IN ('FULL_TIME', 'PART_TIME', 'REMOTE'))
) WHERE "internship_type" IS NOT NULL AND "internship_type" NOT IN ('FULL_TIME', 'PART_TIME', 'REMOTE');--> statement-breakpoint
UPDATE "users" SET "availability" = coalesce(
  (SELECT c FROM unnest(ARRAY['FULL_TIME', 'PART_TIME', 'REMOTE', 'HYBRID', 'WEEKENDS']) AS c WHERE c = upper(trim("availability"))),
  (SELECT w."code" FROM "migration_0011_words" w
    WHERE w."word" = lower(trim("availability")) AND w."code" IN ('FULL_TIME', 'PART_TIME', 'REMOTE', 'HYBRID', 'WEEKENDS'))
) WHERE "availability" IS NOT NULL AND "availability" NOT IN ('FULL_TIME', 'PART_TIME', 'REMOTE', 'HYBRID', 'WEEKENDS');--> statement-breakpoint
UPDATE "users" SET "language" = coalesce((
  SELECT jsonb_agg(m."code" ORDER BY m."first")
  FROM (
    SELECT x."code", min(x."ord") AS "first"
    FROM (
      SELECT coalesce(
        (SELECT c FROM unnest(ARRAY['pt', 'en', 'fr', 'es', 'umb', 'kmb', 'kg', 'cjk', 'ln', 'de', 'zh']) AS c WHERE c = lower(trim(e."item"))),
        (SELECT w."code" FROM "migration_0011_words" w WHERE w."word" = lower(trim(e."item")))
      ) AS "code", e."ord"
      FROM jsonb_array_elements_text("users"."language") WITH ORDINALITY AS e("item", "ord")
    ) AS x
    WHERE x."code" IN ('pt', 'en', 'fr', 'es', 'umb', 'kmb', 'kg', 'cjk', 'ln', 'de', 'zh')
    GROUP BY x."code"
  ) AS m
), '[]'::jsonb) WHERE NOT ("language" <@ '["pt","en","fr","es","umb","kmb","kg","cjk","ln","de","zh"]'::jsonb);--> statement-breakpoint
DROP TABLE "migration_0011_words";--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_type_valid" CHECK ("internships"."internship_type" in ('FULL_TIME', 'PART_TIME', 'REMOTE'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_availability_valid" CHECK ("users"."availability" in ('FULL_TIME', 'PART_TIME', 'REMOTE', 'HYBRID', 'WEEKENDS'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_valid" CHECK ("users"."language" <@ '["pt","en","fr","es","umb","kmb","kg","cjk","ln","de","zh"]'::jsonb);