import { z } from 'zod';
import {
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_SUBJECT_MAX_LENGTH,
} from '../constants';
import { LANGUAGES } from '../domain';
import { TEMPLATE_KINDS } from '../templates/defaults';
import { unknownPlaceholders } from '../templates/placeholders';
import { envelope, timestamp } from './envelope';
import { text } from './text';

/** Message templates of the caller's company (issue 19): GET/POST/PUT/DELETE /company/templates… */

export const templateLanguageSchema = z.enum(LANGUAGES, { error: 'templates.language.invalid' });

/** Subject and body may use only the known placeholders: a typo is refused at save, not sent. */
const withPlaceholders = (max: number, tooLong: string, required: string) =>
  text(required)
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((v) => unknownPlaceholders(v).length === 0, 'templates.placeholder.unknown');

export const templateBody = z.object({
  name: text('templates.name.required')
    .trim()
    .min(1, 'templates.name.required')
    .max(TEMPLATE_NAME_MAX_LENGTH, 'templates.name.tooLong'),
  language: templateLanguageSchema,
  subject: withPlaceholders(
    TEMPLATE_SUBJECT_MAX_LENGTH,
    'templates.subject.tooLong',
    'templates.subject.required',
  ),
  body: withPlaceholders(TEMPLATE_BODY_MAX_LENGTH, 'templates.body.tooLong', 'templates.body.required'),
});
export type TemplateBody = z.input<typeof templateBody>;

export const templateIdParams = z.object({ id: z.uuid({ error: 'templates.notFound' }) });

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.enum(LANGUAGES),
  kind: z.enum(TEMPLATE_KINDS).describe('A default kind (shortlist, rejection, …) or CUSTOM.'),
  subject: z.string(),
  body: z.string(),
  updatedAt: timestamp,
});
export type MessageTemplate = z.infer<typeof templateSchema>;

/** GET /company/templates: every template of the company, defaults written on the first read. */
export const templatesResponse = envelope(z.object({ templates: z.array(templateSchema) }));
export type TemplatesResponse = z.infer<typeof templatesResponse>;

/** POST /company/templates (201), PUT /company/templates/{id}. */
export const templateResponse = envelope(z.object({ template: templateSchema }));
export type TemplateResponse = z.infer<typeof templateResponse>;
