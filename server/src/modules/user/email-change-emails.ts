import { OTP_TTL_SECONDS } from '@shared/constants';
import type { Lang } from '@shared/domain';
import { translate } from '@shared/i18n';
import type { MailMessage } from '../../mail/mailer';
import { codeMessage, noticeMessage } from '../auth/emails';

/** The email change's mails, in the language of the request that caused them. */

/** To the NEW address: the code that proves the person reads it. */
export function emailChangeCodeEmail(lang: Lang, to: string, code: string): MailMessage {
  const text = translate(lang, 'profile.emailChange.mailBody', { code, minutes: OTP_TTL_SECONDS / 60 });
  return codeMessage(to, translate(lang, 'profile.emailChange.mailSubject'), text, code);
}

/** To the OLD address once the change is done, so a hijacked session cannot move the account quietly. */
export function emailChangedNotice(lang: Lang, to: string, newEmail: string): MailMessage {
  const text = translate(lang, 'profile.emailChange.noticeBody', { email: newEmail });
  return noticeMessage(to, translate(lang, 'profile.emailChange.noticeSubject'), text);
}
