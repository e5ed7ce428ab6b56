import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * An iCalendar invitation (interviews, issue 19): sent as the text/calendar alternative that
   * calendar-aware clients act on, and as an `invite.ics` attachment for the others.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

/** The message as nodemailer takes it. */
function toNodemailer(from: string, { calendar, ...message }: MailMessage): SendMailOptions {
  if (!calendar) return { from, ...message };
  return {
    from,
    ...message,
    // Not nodemailer's icalEvent: it adds a third copy (application/ics) beside these two.
    alternatives: [
      { contentType: `text/calendar; charset=utf-8; method=${calendar.method}`, content: calendar.content },
    ],
    attachments: [
      {
        filename: 'invite.ics',
        content: calendar.content,
        contentType: `text/calendar; charset=utf-8; method=${calendar.method}`,
      },
    ],
  };
}

export interface Mailer {
  /** Resolves once the message is handed to SMTP or written to the outbox. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait; failures are logged. Used where waiting would let
   * response time reveal whether an account exists (forgotten password).
   */
  sendInBackground(message: MailMessage): void;
  /** Waits for background sends, then closes the transport. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  /** Where .eml files go when there is no SMTP server (DATA_DIR/outbox). */
  outboxDir: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/** SMTP when SMTP_URL is set; otherwise one .eml file per message plus one log line naming it. */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const deliver = smtpUrl ? smtpDelivery(smtpUrl, from) : outboxDelivery(outboxDir, from, log);

  return {
    send: (message) => deliver.send(message),
    sendInBackground(message) {
      const sending = deliver
        .send(message)
        .catch((error: unknown) => log.error({ err: error, subject: message.subject }, 'mail not sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      await Promise.allSettled([...pending]);
      deliver.close();
    },
  };
}

interface Delivery {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

function smtpDelivery(smtpUrl: string, from: string): Delivery {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(toNodemailer(from, message));
    },
    close: () => transport.close(),
  };
}

function outboxDelivery(outboxDir: string, from: string, log: MailerOptions['log']): Delivery {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailer(from, message));
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      // Mails hold sign-in codes and reset links: readable by the owner only.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: message.to, subject: message.subject, file }, `mail written to ${file}`);
    },
    close: () => transport.close(),
  };
}
