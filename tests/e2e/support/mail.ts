import type { CapturedMail } from './mailbox';

/** Undo quoted-printable soft breaks and escapes so codes and links can be read from the raw mail. */
export function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function mailsTo(address: string): Promise<CapturedMail[]> {
  const res = await fetch(`${process.env.E2E_MAILBOX_URL}/mail?to=${encodeURIComponent(address)}`);
  return (await res.json()) as CapturedMail[];
}

/** Waits for the n-th mail to an address (1-based) and returns its decoded text. */
export async function waitForMail(address: string, count = 1, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await mailsTo(address);
    const mail = mails[count - 1];
    if (mail) return decodeMail(mail.raw);
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
}

export async function latestOtp(address: string, count = 1): Promise<string> {
  const text = await waitForMail(address, count);
  const match = text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no 6-digit code in the mail to ${address}`);
  return match[1];
}

export async function resetLink(address: string, count = 1): Promise<string> {
  const text = await waitForMail(address, count);
  const match = text.match(/https?:\/\/[^\s"<>]+\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!match?.[0]) throw new Error(`no reset link in the mail to ${address}`);
  return new URL(match[0]).pathname;
}

let counter = 0;
export function uniqueEmail(prefix = 'recruiter'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@empresa.co.ao`;
}
