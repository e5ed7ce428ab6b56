import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the test reads it: recipient, decoded subject and plain-text body. */
export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

export interface MailCapture {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  /** Every message received so far, oldest first. */
  all(): CapturedMail[];
  /** Messages received for one address. */
  to(address: string): CapturedMail[];
  /** The next message for `address` not yet returned by next(); waits for it (like an inbox). */
  next(address: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP receiver (npm smtp-server) on a random port (or `port`: an SMTP server that comes
 * back where one was down), keeping messages in memory.
 */
export async function startMailCapture(port = 0): Promise<MailCapture> {
  const messages: CapturedMail[] = [];
  const read = new Map<string, number>();
  const listeners = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push({ ...parseMessage(raw), to, raw });
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;

  const forAddress = (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${bound}`,
    all: () => [...messages],
    to: forAddress,
    next(address, timeoutMs = 10_000) {
      const key = address.toLowerCase();
      return new Promise((resolve, reject) => {
        const check = () => {
          const index = read.get(key) ?? 0;
          const message = forAddress(key)[index];
          if (!message) return false;
          read.set(key, index + 1);
          listeners.delete(check);
          clearTimeout(timer);
          resolve(message);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no mail for ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) listeners.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for nodemailer's output: headers, multipart/alternative, QP and base64. */
export function parseMessage(raw: string): { subject: string; text: string } {
  const { headers, body } = splitHeaders(raw);
  return { subject: decodeWords(headers.subject ?? ''), text: textPart(headers, body) };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function textPart(headers: Record<string, string>, body: string): string {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    for (const part of parts) {
      const parsed = splitHeaders(part.replace(/^\n/, ''));
      const text = textPart(parsed.headers, parsed.body);
      const partType = (parsed.headers['content-type'] ?? '').toLowerCase();
      // A plain part, or one inside a nested multipart (an attachment's mixed > alternative).
      if (partType.startsWith('text/plain') || (partType.startsWith('multipart/') && text)) return text;
    }
    return '';
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).trimEnd();
  return body.trimEnd();
}

function decodeQuotedPrintable(text: string): string {
  // Through percent-encoding so multi-byte UTF-8 sequences decode as one character.
  const percent = text
    .replace(/=\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(percent);
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

export function otpFrom(mail: CapturedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${mail.text}`);
  return code;
}

export function resetSecretFrom(mail: CapturedMail): string {
  const secret = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!secret) throw new Error(`no reset link in: ${mail.text}`);
  return secret;
}

/** A leaf MIME part: its headers (lower-case names) and its decoded content. */
export interface MailPart {
  headers: Record<string, string>;
  content: string;
}

/** Every leaf part of a message (multiparts opened), decoded: for attachments such as invite.ics. */
export function partsOf(raw: string): MailPart[] {
  const { headers, body } = splitHeaders(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => partsOf(part.replace(/^\n/, '')));
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return [{ headers, content }];
}
