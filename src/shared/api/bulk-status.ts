import { z } from 'zod';
import { BULK_FILTER_MAX, BULK_IDS_MAX } from '../constants';
import { APPLICATION_STATUSES } from '../domain';
import { applicationStatusSchema, listApplicationsQuery } from './applications';
import { envelope } from './envelope';

/**
 * Bulk status moves (issue 19, docs/product.md §10, Bulk moves and templates): POST /applications/status (alias
 * POST /internship/applications/status) and its undo, POST /applications/status/undo.
 */

const applicationId = z.uuid({ error: 'applications.notFound' });

/** The applications list's own filter, without its paging. */
export const bulkFilterSchema = listApplicationsQuery.omit({ page: true, perPage: true });

export const bulkSendSchema = z.object({
  email: z.boolean().default(false),
  chat: z.boolean().default(false),
});

export const bulkStatusBody = z
  .object({
    ids: z
      .array(applicationId, { error: 'bulk.ids.invalid' })
      .min(1, 'bulk.ids.invalid')
      .max(BULK_IDS_MAX, 'bulk.ids.tooMany')
      .optional(),
    filter: bulkFilterSchema.optional(),
    status: applicationStatusSchema,
    templateId: z.uuid({ error: 'templates.notFound' }).optional(),
    send: bulkSendSchema.optional(),
  })
  .refine((b) => (b.ids === undefined) !== (b.filter === undefined), 'bulk.selection.invalid')
  .refine((b) => !b.templateId || b.send?.email || b.send?.chat, 'bulk.send.channelRequired');
export type BulkStatusBody = z.input<typeof bulkStatusBody>;

export const movedApplicationSchema = z.object({
  id: z.string(),
  from: z.enum(APPLICATION_STATUSES).describe('Its status before this move (what an undo restores).'),
});
export type MovedApplication = z.infer<typeof movedApplicationSchema>;

export const bulkStatusResponse = envelope(
  z.object({
    status: z.enum(APPLICATION_STATUSES),
    moved: z.array(movedApplicationSchema),
    unchanged: z.number().describe('Selected applications that already had the status.'),
    sent: z
      .object({ email: z.number(), chat: z.number() })
      .describe('Template messages handed to the mail transport and the chat after the commit.'),
  }),
);
export type BulkStatusResponse = z.infer<typeof bulkStatusResponse>;

/**
 * The undo: the moved applications with their previous statuses, and the status the move set.
 * Only applications still in `status` go back; one moved again meanwhile keeps the newer move.
 */
export const undoStatusBody = z.object({
  status: applicationStatusSchema,
  items: z
    .array(z.object({ id: applicationId, from: applicationStatusSchema }), { error: 'bulk.ids.invalid' })
    .min(1, 'bulk.ids.invalid')
    .max(BULK_FILTER_MAX, 'bulk.undo.tooMany'),
});
export type UndoStatusBody = z.input<typeof undoStatusBody>;

export const undoStatusResponse = envelope(
  z.object({
    restored: z.array(z.string()),
    skipped: z.array(z.string()).describe('Moved again by someone since: left as they are.'),
  }),
);
export type UndoStatusResponse = z.infer<typeof undoStatusResponse>;
