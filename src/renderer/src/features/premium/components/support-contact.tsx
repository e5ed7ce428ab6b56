import { MailIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import { SUPPORT_CONTACT } from '../lib/plan';

/** "Need help? Write to {email} or call {phone}." with working mailto:/tel: links. */
export function SupportContact() {
  const t = useT();
  const [before, middle, after] = splitAround(t('premium.support'));
  return (
    <p className="support-contact">
      <MailIcon size={18} />
      <span>
        {before}
        <a className="link" href={`mailto:${SUPPORT_CONTACT.email}`}>
          {SUPPORT_CONTACT.email}
        </a>
        {middle}
        <a className="link" href={`tel:${SUPPORT_CONTACT.phone.replace(/\s/g, '')}`}>
          {SUPPORT_CONTACT.phone}
        </a>
        {after}
      </span>
    </p>
  );
}

/** The sentence keeps its word order per language; the links replace {email} and {phone}. */
function splitAround(text: string): [string, string, string] {
  const [before = '', rest = ''] = text.split('{email}');
  const [middle = '', after = ''] = rest.split('{phone}');
  return [before, middle, after];
}
