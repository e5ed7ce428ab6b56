import { renderTemplate } from '@shared/templates/placeholders';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from '../../mail/mailer';
import type { MailOutbox, OutboxWriter, StoredMails } from '../../mail/outbox';
import { noticeMessage } from '../auth/emails';
import type { StoredTemplate } from '../company/templates-repository';
import type { SendAsCompany } from '../messages';
import type { ApplicationsRepository, RepositoryReader } from './repository';

/** Sends a member's chat message to a candidate as the company: the messages module's, handed in by app.ts. */
export type SendChat = SendAsCompany;

/** A status change's rendered messages: the emails stored with the move, the chat ones to send after it. */
export interface PreparedMessages {
  member: { id: string; companyId: string };
  emails: StoredMails;
  chats: Array<{ applicationId: string; candidateId: string; body: string }>;
}

/**
 * Issue 19: a status change's template message, rendered per application. `prepare` runs inside
 * the move's transaction and stores the emails in the mail outbox there, so they exist exactly
 * when the move does (none for a move that rolled back, none lost to a crash after its commit);
 * `deliver` runs after the commit: the outbox sends the emails in the background with retries,
 * and the chat messages go through the messages module (the candidate sees them in the
 * company's conversation). `deliver` returns how many were handed over on each channel.
 */
export function createTemplateMessages(deps: {
  repo: ApplicationsRepository;
  outbox: MailOutbox;
  sendChat: SendChat | null;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  return {
    async prepare(
      tx: RepositoryReader & OutboxWriter,
      input: {
        member: { id: string; companyId: string };
        applicationIds: string[];
        template: StoredTemplate;
        channels: { email: boolean; chat: boolean };
      },
    ): Promise<PreparedMessages> {
      const mails: MailMessage[] = [];
      const chats: PreparedMessages['chats'] = [];
      for (const r of await deps.repo.recipients(input.applicationIds, tx)) {
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
      const emails = await deps.outbox.store(tx, 'TEMPLATE_MESSAGE', mails);
      return { member: input.member, emails, chats };
    },

    async deliver(prepared: PreparedMessages): Promise<{ email: number; chat: number }> {
      const sent = { email: deps.outbox.send(prepared.emails), chat: 0 };
      // Chat messages a chunk at a time: the messages module stores concurrent sends in one INSERT.
      // A chat message that fails is logged and not counted; the move stands.
      const sendChat = deps.sendChat;
      for (let from = 0; sendChat && from < prepared.chats.length; from += CHAT_CHUNK) {
        const results = await Promise.all(
          prepared.chats.slice(from, from + CHAT_CHUNK).map((chat) =>
            sendChat(prepared.member, chat.candidateId, chat.body).catch((err: unknown) => {
              deps.log.error({ err, applicationId: chat.applicationId }, 'template chat message not sent');
              return false;
            }),
          ),
        );
        sent.chat += results.filter(Boolean).length;
      }
      return sent;
    },
  };
}

const CHAT_CHUNK = 100;

export type TemplateMessages = ReturnType<typeof createTemplateMessages>;
