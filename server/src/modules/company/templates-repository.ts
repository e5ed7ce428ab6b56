import type { ActivityAction } from '@shared/api/team';
import type { TemplateBody } from '@shared/api/templates';
import { DEFAULT_TEMPLATES } from '@shared/templates/defaults';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ownedRow } from '../../db/owned-row';
import { messageTemplateSeeds, messageTemplates } from '../../db/schema';
import { recordActivity } from './activity-log';

/** Who writes a template: the activity log names them (issue 19). */
export interface TemplateWriter {
  companyId: string;
  actorId: string;
}

/** A write's activity entry, in the write's transaction, naming the template as the write left it. */
function logWrite(
  tx: Database,
  { companyId, actorId }: TemplateWriter,
  action: ActivityAction,
  template: { id: string; name: string },
): Promise<void> {
  return recordActivity(tx, {
    companyId,
    actorId,
    action,
    subjectId: template.id,
    details: { template: template.name },
  });
}

/**
 * Data access of the company's message templates (issue 19); every query is scoped by company.
 * A create, edit or delete and its activity entry are stored in one transaction.
 */
export function createTemplatesRepository(db: Database) {
  return {
    /**
     * Writes the default templates once per company: the seed mark and the templates go in one
     * transaction, and only the caller that inserted the mark writes them (two first reads at once
     * seed once).
     */
    async seedDefaults(companyId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const marked = await tx
          .insert(messageTemplateSeeds)
          .values({ companyId })
          .onConflictDoNothing()
          .returning({ companyId: messageTemplateSeeds.companyId });
        if (marked.length === 0) return;
        await tx.insert(messageTemplates).values(DEFAULT_TEMPLATES.map((d) => ({ companyId, ...d })));
      });
    },

    list(companyId: string) {
      return db
        .select()
        .from(messageTemplates)
        .where(eq(messageTemplates.companyId, companyId))
        .orderBy(asc(messageTemplates.createdAt), asc(messageTemplates.id));
    },

    find: (companyId: string, id: string) =>
      ownedRow(db, messageTemplates, id, messageTemplates.companyId, companyId),

    async count(companyId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(messageTemplates)
        .where(eq(messageTemplates.companyId, companyId));
      return Number(row?.n ?? 0);
    },

    async create(writer: TemplateWriter, input: Required<TemplateBody>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(messageTemplates)
          .values({ companyId: writer.companyId, ...input, kind: 'CUSTOM' })
          .returning();
        if (!row) return null;
        await logWrite(tx, writer, 'TEMPLATE_CREATED', row);
        return row;
      });
    },

    async update(writer: TemplateWriter, id: string, input: Required<TemplateBody>, now: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(messageTemplates)
          .set({ ...input, updatedAt: now })
          .where(and(eq(messageTemplates.id, id), eq(messageTemplates.companyId, writer.companyId)))
          .returning();
        if (!row) return null;
        await logWrite(tx, writer, 'TEMPLATE_UPDATED', row);
        return row;
      });
    },

    async remove(writer: TemplateWriter, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(messageTemplates)
          .where(and(eq(messageTemplates.id, id), eq(messageTemplates.companyId, writer.companyId)))
          .returning({ id: messageTemplates.id, name: messageTemplates.name });
        if (!row) return false;
        // The name as it was: the entry must read after the template is gone.
        await logWrite(tx, writer, 'TEMPLATE_DELETED', row);
        return true;
      });
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
export type StoredTemplate = NonNullable<Awaited<ReturnType<TemplatesRepository['find']>>>;
