import { CalendarIcon } from '@renderer/components/icons';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDate } from '@renderer/lib/format-date';
import type { BlogSummary } from '@shared/api/blogs';

/** The publication date, or for a draft that never was published, when it was last saved. */
export function BlogDate({ blog, long }: { blog: BlogSummary; long?: boolean }) {
  const t = useT();
  const lang = useLang();
  const when = blog.publishedAt ?? blog.updatedAt;
  const date = formatDate(when, lang);
  return (
    <span>
      <CalendarIcon size={14} />
      <time dateTime={when}>
        {blog.publishedAt
          ? long
            ? t('blogs.detail.published', { date })
            : date
          : t('blogs.card.savedOn', { date })}
      </time>
    </span>
  );
}
