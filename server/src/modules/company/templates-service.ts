import type { MessageTemplate, TemplateBody } from '@shared/api/templates';
import { TEMPLATES_PER_COMPANY_MAX } from '@shared/constants';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { AnnounceActivity } from './activity-log';
import type { StoredTemplate, TemplatesRepository, TemplateWriter } from './templates-repository';

const templateNotFound = () => new AppError(404, 'NOT_FOUND', 'templates.notFound');

export function toTemplate(row: StoredTemplate): MessageTemplate {
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The company's message templates (issue 19, docs/product.md §10, Bulk moves and templates). Another company's template
 * is "not found", never "forbidden": its existence is not revealed.
 */
export function createTemplatesService(
  repo: TemplatesRepository,
  clock: Clock,
  announce: AnnounceActivity = () => {},
) {
  return {
    async list(companyId: string): Promise<MessageTemplate[]> {
      await repo.seedDefaults(companyId);
      return (await repo.list(companyId)).map(toTemplate);
    },

    /** Writes are the company's activity (TEMPLATE_*), told to its members once stored. */
    async create(writer: TemplateWriter, input: Required<TemplateBody>): Promise<MessageTemplate> {
      // Defaults first, so they count towards the cap as they will be in the list.
      await repo.seedDefaults(writer.companyId);
      if ((await repo.count(writer.companyId)) >= TEMPLATES_PER_COMPANY_MAX) {
        throw new AppError(409, 'CONFLICT', 'templates.tooMany', { max: TEMPLATES_PER_COMPANY_MAX });
      }
      const row = await repo.create(writer, input);
      if (!row) throw templateNotFound();
      announce(writer.companyId, { action: 'TEMPLATE_CREATED', subject_id: row.id });
      return toTemplate(row);
    },

    async update(
      writer: TemplateWriter,
      id: string,
      input: Required<TemplateBody>,
    ): Promise<MessageTemplate> {
      const row = await repo.update(writer, id, input, clock.now());
      if (!row) throw templateNotFound();
      announce(writer.companyId, { action: 'TEMPLATE_UPDATED', subject_id: row.id });
      return toTemplate(row);
    },

    async remove(writer: TemplateWriter, id: string): Promise<void> {
      if (!(await repo.remove(writer, id))) throw templateNotFound();
      announce(writer.companyId, { action: 'TEMPLATE_DELETED', subject_id: id });
    },

    /** The template a status change sends, or 404 when it is not the company's. */
    async find(companyId: string, id: string): Promise<StoredTemplate> {
      const row = await repo.find(companyId, id);
      if (!row) throw templateNotFound();
      return row;
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
