import { LANGUAGES, type Lang } from '@shared/domain';
import { TEMPLATE_KINDS, type TemplateKind } from '@shared/templates/defaults';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, keyOf, oneOf, primaryId, updatedAt } from './columns';
import { companies } from './companies';

/**
 * A company's message templates (issue 19): sent by email and/or chat with a status change.
 * Plain text with `{{placeholders}}` (src/shared/templates/placeholders.ts).
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: primaryId(),
    companyId: belongsTo('company_id', () => companies.id),
    name: text('name').notNull(),
    language: text('language').$type<Lang>().notNull(),
    kind: text('kind').$type<TemplateKind>().notNull().default('CUSTOM'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('message_templates_language_valid', sql`${t.language} in (${oneOf(LANGUAGES)})`),
    check('message_templates_kind_valid', sql`${t.kind} in (${oneOf(TEMPLATE_KINDS)})`),
    index('message_templates_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * Companies whose default templates were written (on their first read of the list): a company
 * that deletes a default does not get it back.
 */
export const messageTemplateSeeds = pgTable('message_template_seeds', {
  companyId: keyOf('company_id', () => companies.id),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
