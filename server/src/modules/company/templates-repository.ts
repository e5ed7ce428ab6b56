import type { TemplateBody } from '@shared/api/templates';
import { DEFAULT_TEMPLATES } from '@shared/templates/defaults';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messageTemplateSeeds, messageTemplates } from '../../db/schema';

/** Data access of the company's message templates (issue 19); every query is scoped by company. */
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

    async find(companyId: string, id: string) {
      const [row] = await db
        .select()
        .from(messageTemplates)
        .where(and(eq(messageTemplates.id, id), eq(messageTemplates.companyId, companyId)))
        .limit(1);
      return row ?? null;
    },

    async count(companyId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(messageTemplates)
        .where(eq(messageTemplates.companyId, companyId));
      return Number(row?.n ?? 0);
    },

    async create(companyId: string, input: Required<TemplateBody>) {
      const [row] = await db
        .insert(messageTemplates)
        .values({ companyId, ...input, kind: 'CUSTOM' })
        .returning();
      return row ?? null;
    },

    async update(companyId: string, id: string, input: Required<TemplateBody>, now: Date) {
      const [row] = await db
        .update(messageTemplates)
        .set({ ...input, updatedAt: now })
        .where(and(eq(messageTemplates.id, id), eq(messageTemplates.companyId, companyId)))
        .returning();
      return row ?? null;
    },

    async remove(companyId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(messageTemplates)
        .where(and(eq(messageTemplates.id, id), eq(messageTemplates.companyId, companyId)))
        .returning({ id: messageTemplates.id });
      return rows.length > 0;
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
export type StoredTemplate = NonNullable<Awaited<ReturnType<TemplatesRepository['find']>>>;
