import { OTP_TTL_SECONDS, RESET_LINK_TTL_MINUTES } from '@shared/constants';
import type { Lang } from '@shared/domain';
import { translate } from '@shared/i18n';
import type { MailMessage } from '../../mail/mailer';

/** The auth emails, in the language of the request that caused them. */

export function otpEmail(lang: Lang, to: string, code: string): MailMessage {
  const text = translate(lang, 'auth.otp.mailBody', { code, minutes: OTP_TTL_SECONDS / 60 });
  return codeMessage(to, translate(lang, 'auth.otp.mailSubject'), text, code);
}

/** A mail whose text carries a one-time code, shown large in the HTML part. */
export function codeMessage(to: string, subject: string, text: string, code: string): MailMessage {
  return {
    to,
    subject,
    text,
    html: paragraphs(text).replace(
      code,
      `<strong style="font-size:20px;letter-spacing:4px">${code}</strong>`,
    ),
  };
}

/** A plain notice: each line of the text one HTML paragraph. */
export function noticeMessage(to: string, subject: string, text: string): MailMessage {
  return { to, subject, text, html: paragraphs(text) };
}

export interface ResetLinks {
  /** Opens the desktop app (conexao://reset-password/{secret}). */
  appLink: string;
  /** Opens the web app (WEB_URL/reset-password/{secret}). */
  webLink: string;
}

export function resetLinks(webUrl: string, secret: string): ResetLinks {
  return { appLink: `conexao://reset-password/${secret}`, webLink: `${webUrl}/reset-password/${secret}` };
}

export function resetEmail(lang: Lang, to: string, links: ResetLinks): MailMessage {
  const text = translate(lang, 'auth.forgot.mailBody', { ...links, minutes: RESET_LINK_TTL_MINUTES });
  let html = paragraphs(text);
  for (const link of [links.appLink, links.webLink]) {
    html = html.replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`);
  }
  return { to, subject: translate(lang, 'auth.forgot.mailSubject'), text, html };
}

function paragraphs(text: string): string {
  return text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
