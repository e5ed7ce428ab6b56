import { useT } from '@renderer/i18n/use-t';
import { mediaUrl } from '@renderer/lib/media-url';
import type { BlogSummary } from '@shared/api/blogs';
import { Link } from 'react-router-dom';
import { BlogActionsMenu } from './blog-actions-menu';
import { BlogByline } from './blog-byline';
import { BlogDate } from './blog-date';
import { BlogReadingTime } from './blog-reading-time';

interface BlogCardProps {
  blog: BlogSummary;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  onDelete: () => void;
}

/**
 * One article of the list: cover, date, reading time, title link, teaser, author and company.
 * Title and teaser are text (React escapes them); only the author gets the Edit/Delete menu.
 */
export function BlogCard({ blog, menuOpen, onMenuOpenChange, onDelete }: BlogCardProps) {
  const t = useT();
  const titleId = `blog-card-title-${blog.id}`;
  const cover = mediaUrl(blog.coverImage);
  return (
    <article className="card blog-card" aria-labelledby={titleId}>
      {cover ? (
        <img className="blog-card-image" src={cover} alt="" width={320} height={180} />
      ) : (
        <div className="blog-card-image blog-card-image-empty" aria-hidden="true" />
      )}
      <div className="blog-card-body">
        <div className="blog-card-top">
          <p className="blog-meta">
            {blog.status === 'DRAFT' && <span className="blog-draft-badge">{t('blogs.card.draft')}</span>}
            <BlogDate blog={blog} />
            <BlogReadingTime minutes={blog.readingMinutes} />
          </p>
          <BlogActionsMenu blog={blog} open={menuOpen} onOpenChange={onMenuOpenChange} onDelete={onDelete} />
        </div>
        <h2 id={titleId} className="blog-card-title">
          <Link to={`/blog-detail/${blog.id}`}>{blog.title}</Link>
        </h2>
        <p className="blog-card-teaser">{blog.excerpt}</p>
        <p className="blog-meta blog-card-author">
          <BlogByline author={blog.author} />
        </p>
      </div>
    </article>
  );
}
