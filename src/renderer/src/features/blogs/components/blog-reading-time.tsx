import { ClockIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';

/** "5 min read": how long the article takes, as the list and the article both show it. */
export function BlogReadingTime({ minutes }: { minutes: number }) {
  const t = useT();
  return (
    <span>
      <ClockIcon size={14} />
      {t('blogs.card.readingTime', { n: minutes })}
    </span>
  );
}
