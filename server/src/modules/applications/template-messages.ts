import { renderTemplate } from '@shared/templates/placeholders';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from '../../mail/mailer';
import type { MailOutbox } from '../../mail/outbox';
import { noticeMessage } from '../auth/emails';
import type { StoredTemplate } from '../company/templates-repository';
import type { SendAsCompany } from '../messages';
import type { ApplicationsRepository } from './repository';

/** Sends a member's chat message to a candidate as the company: the messages module's, handed in by app.ts. */
export type SendChat = SendAsCompany;

/**
 * Issue 19: a status change's template message, rendered per application and sent after the
 * move committed (never for a move that rolled back). Email through the mail outbox (stored,
 * then sent in the background with retries: an SMTP failure does not lose them), chat through the messages module (the candidate sees it in the company's
 * conversation). Returns how many were handed over on each channel.
 */
export function createTemplateMessages(deps: {
  repo: ApplicationsRepository;
  outbox: MailOutbox;
  sendChat: SendChat | null;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  return async function sendTemplate(input: {
    member: { id: string; companyId: string };
    applicationIds: string[];
    template: StoredTemplate;
    channels: { email: boolean; chat: boolean };
  }): Promise<{ email: number; chat: number }> {
    const sent = { email: 0, chat: 0 };
    const mails: MailMessage[] = [];
    const chats: Array<{ applicationId: string; candidateId: string; body: string }> = [];
    for (const r of await deps.repo.recipients(input.applicationIds)) {
      const values = {
        candidate_first_name: r.firstName,
        candidate_last_name: r.lastName,
        job_title: r.title,
        company_name: r.companyName,
        // Interviews are scheduled elsewhere (issue 19's interviews): not known here yet.
        interview_time: null,
      };
      const body = renderTemplate(input.template.body, values);
      // Plain text; its HTML part is the same lines escaped (a template is never markup).
      if (input.channels.email)
        mails.push(noticeMessage(r.email, renderTemplate(input.template.subject, values), body));
      if (input.channels.chat)
        chats.push({ applicationId: r.applicationId, candidateId: r.candidateId, body });
    }
    // Queued before the chat messages go out, so an email is not lost to a failure after this.
    // The move has committed: a failure to queue is logged and counted as none sent, not an error.
    sent.email = await deps.outbox.enqueue('TEMPLATE_MESSAGE', mails).catch((err: unknown) => {
      deps.log.error({ err, count: mails.length }, 'template emails not queued');
      return 0;
    });
    // Chat messages a chunk at a time: the messages module stores concurrent sends in one INSERT.
    const sendChat = deps.sendChat;
    for (let from = 0; sendChat && from < chats.length; from += CHAT_CHUNK) {
      const results = await Promise.all(
        chats.slice(from, from + CHAT_CHUNK).map((chat) =>
          sendChat(input.member, chat.candidateId, chat.body).catch((err: unknown) => {
            deps.log.error({ err, applicationId: chat.applicationId }, 'template chat message not sent');
            return false;
          }),
        ),
      );
      sent.chat += results.filter(Boolean).length;
    }
    return sent;
  };
}

const CHAT_CHUNK = 100;

export type TemplateMessages = ReturnType<typeof createTemplateMessages>;
