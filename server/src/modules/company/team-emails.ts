import { INVITATION_PATH } from '@shared/team/invitation-path';
import type { Lang } from '@shared/domain';
import { type MessageKey, translate } from '@shared/i18n';
import type { AssignableRole } from '@shared/team/permissions';
import { cachedDateFormat } from '../../lib/date-format';
import type { MailMessage } from '../../mail/mailer';
import { noticeMessage } from '../auth/emails';

/** The invitation email (issue 18), in the invitee's language, with the web and desktop links. */
export function invitationEmail(input: {
  lang: Lang;
  to: string;
  inviter: string;
  company: string;
  role: AssignableRole;
  expiresAt: Date;
  webUrl: string;
  token: string;
}): MailMessage {
  const { lang } = input;
  // The same path as the reset links (a path segment, as conexao:// deep links allow no query).
  const webLink = `${input.webUrl}${INVITATION_PATH}/${input.token}`;
  const appLink = `conexao:/${INVITATION_PATH}/${input.token}`;
  const date = cachedDateFormat(lang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Luanda',
  }).format(input.expiresAt);
  const words = {
    inviter: input.inviter,
    company: input.company,
    role: translate(lang, `team.role.${input.role}` as MessageKey),
    date,
  };
  const text = [
    translate(lang, 'team.email.greeting'),
    translate(lang, 'team.email.body', words),
    webLink,
    translate(lang, 'team.email.desktop', { link: appLink }),
    translate(lang, 'team.email.ignore'),
  ].join('\n');
  return noticeMessage(input.to, translate(lang, 'team.email.subject', words), text);
}
