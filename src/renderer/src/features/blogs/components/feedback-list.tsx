import { QueryStatus } from '@renderer/components/query-status';
import { TitledSection } from '@renderer/components/titled-section';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDate } from '@renderer/lib/format-date';
import { fullName } from '@renderer/lib/person-name';
import { useBlogFeedback } from '../hooks/use-blog-feedback';

/** The author's view of what readers sent, newest first (plain text). */
export function FeedbackList({ blogId }: { blogId: string }) {
  const t = useT();
  const lang = useLang();
  const query = useBlogFeedback(blogId, true);
  return (
    <TitledSection
      id="blog-feedback-received"
      className="card blog-feedback"
      titleClassName="blog-section-title"
      title={t('blogs.feedback.received')}
    >
      <QueryStatus query={query} />
      {query.data?.length === 0 && <p>{t('blogs.feedback.none')}</p>}
      {query.data && query.data.length > 0 && (
        <ul className="blog-feedback-list">
          {query.data.map((item) => (
            <li key={item.id}>
              <p className="blog-meta">
                <span>{fullName(item.reader) ?? t('blogs.feedback.anonymous')}</span>
                <time dateTime={item.createdAt}>{formatDate(item.createdAt, lang)}</time>
              </p>
              <p className="blog-feedback-message">{item.message}</p>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
