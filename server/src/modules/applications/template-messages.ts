import { renderTemplate } from '@shared/templates/placeholders';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../mail/mailer';
import type { StoredTemplate } from '../company/templates-repository';
import type { ApplicationsRepository } from './repository';

/** Sends a member's chat message to a candidate as the company (the messages module's, via app.ts). */
export type SendChat = (
  member: { id: string; companyId: string },
  candidateId: string,
  message: string,
) => Promise<boolean>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The plain-text body as HTML: escaped (a template is text, never markup), one paragraph per line. */
function asHtml(body: string): string {
  return body
    .split('\n')
    .map((line) => `<p>${escapeHtml(line) || '&nbsp;'}</p>`)
    .join('');
}

/**
 * Issue 19: a status change's template message, rendered per application and sent after the
 * move committed (never for a move that rolled back). Email through the mail transport in the
 * background, chat through the messages module (the candidate sees it in the company's
 * conversation). Returns how many were handed over on each channel.
 */
export function createTemplateMessages(deps: {
  repo: ApplicationsRepository;
  mailer: Mailer;
  sendChat: SendChat | null;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  return async function send(input: {
    member: { id: string; companyId: string };
    applicationIds: string[];
    template: StoredTemplate;
    channels: { email: boolean; chat: boolean };
  }): Promise<{ email: number; chat: number }> {
    const sent = { email: 0, chat: 0 };
    const recipients = await deps.repo.recipients(input.applicationIds);
    for (const r of recipients) {
      const values = {
        candidate_first_name: r.firstName,
        candidate_last_name: r.lastName,
        job_title: r.title,
        company_name: r.companyName,
        // Interviews are scheduled elsewhere (issue 19's interviews): not known here yet.
        interview_time: null,
      };
      const subject = renderTemplate(input.template.subject, values);
      const body = renderTemplate(input.template.body, values);
      if (input.channels.email) {
        deps.mailer.sendInBackground({ to: r.email, subject, text: body, html: asHtml(body) });
        sent.email += 1;
      }
      if (input.channels.chat && deps.sendChat) {
        try {
          if (await deps.sendChat(input.member, r.candidateId, body)) sent.chat += 1;
        } catch (err) {
          deps.log.error({ err, applicationId: r.applicationId }, 'template chat message not sent');
        }
      }
    }
    return sent;
  };
}

export type TemplateMessages = ReturnType<typeof createTemplateMessages>;
