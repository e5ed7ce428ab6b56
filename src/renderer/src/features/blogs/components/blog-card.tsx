import { CalendarIcon, ClockIcon, UserIcon } from '@renderer/components/icons';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDate } from '@renderer/lib/format-date';
import { Link } from 'react-router-dom';
import type { BlogSample } from '../lib/blog-samples';
import { BlogActionsMenu } from './blog-actions-menu';

interface BlogCardProps {
  post: BlogSample;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onCloseMenu: () => void;
}

/** One placeholder post: image, date, author, reading time, title link, teaser. */
export function BlogCard({ post, menuOpen, onToggleMenu, onCloseMenu }: BlogCardProps) {
  const t = useT();
  const lang = useLang();
  const title = t(post.titleKey);
  const titleId = `blog-card-title-${post.id}`;
  return (
    <article className="card blog-card" aria-labelledby={titleId}>
      <img className="blog-card-image" src={post.image} alt="" width={320} height={180} />
      <div className="blog-card-body">
        <div className="blog-card-top">
          <p className="blog-meta">
            <span>
              <CalendarIcon size={14} />
              <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
            </span>
            <span>
              <ClockIcon size={14} />
              {t('blogs.card.readingTime', { n: post.readingMinutes })}
            </span>
          </p>
          <BlogActionsMenu title={title} open={menuOpen} onToggle={onToggleMenu} onClose={onCloseMenu} />
        </div>
        <h2 id={titleId} className="blog-card-title">
          <Link to="/blog-detail">{title}</Link>
        </h2>
        <p className="blog-card-teaser">{t(post.teaserKey)}</p>
        <p className="blog-meta blog-card-author">
          <span>
            <UserIcon size={14} />
            {t('blogs.card.by', { author: post.author })}
          </span>
        </p>
      </div>
    </article>
  );
}
