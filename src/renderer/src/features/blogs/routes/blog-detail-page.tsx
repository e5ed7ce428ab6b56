import { ArrowLeftIcon } from '@renderer/components/icons';
import { QueryStatus } from '@renderer/components/query-status';
import { useT } from '@renderer/i18n/use-t';
import { mediaUrl } from '@renderer/lib/media-url';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BlogActionsMenu } from '../components/blog-actions-menu';
import { BlogByline } from '../components/blog-byline';
import { BlogContent } from '../components/blog-content';
import { BlogDate } from '../components/blog-date';
import { BlogReadingTime } from '../components/blog-reading-time';
import { DeleteBlogDialog } from '../components/delete-blog-dialog';
import { FeedbackForm } from '../components/feedback-form';
import { FeedbackList } from '../components/feedback-list';
import { useBlog } from '../hooks/use-blog';
import { useDeleteBlog } from '../hooks/use-delete-blog';
import '../components/blogs.css';

/**
 * /blog-detail/:id: the article. Its author gets Edit/Delete and reads the feedback; any other
 * reader sends feedback once (then sees that it was sent).
 */
export function BlogDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useBlog(id);
  const deleting = useDeleteBlog();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const blog = query.data;
  const cover = mediaUrl(blog?.coverImage);

  return (
    <div className="blog-detail">
      <Link className="btn btn-secondary blog-back" to="/blogs">
        <ArrowLeftIcon size={18} />
        {t('blogs.detail.back')}
      </Link>
      <QueryStatus query={query} card />
      {blog && (
        <>
          <article className="card blog-article" aria-labelledby="blog-article-title">
            {cover && <img className="blog-article-cover" src={cover} alt="" width={960} height={400} />}
            <header className="blog-article-head">
              <div className="blog-card-top">
                <p className="blog-meta">
                  <BlogDate blog={blog} long />
                  <BlogByline author={blog.author} />
                  <BlogReadingTime minutes={blog.readingMinutes} />
                </p>
                <BlogActionsMenu
                  blog={blog}
                  open={menuOpen}
                  onOpenChange={setMenuOpen}
                  onDelete={() => setConfirming(true)}
                />
              </div>
              <h2 id="blog-article-title" className="blog-article-title">
                {blog.title}
              </h2>
              {blog.status === 'DRAFT' && <p className="form-note">{t('blogs.detail.draftNote')}</p>}
            </header>
            <BlogContent html={blog.content} />
          </article>
          {blog.mine ? (
            <FeedbackList blogId={blog.id} />
          ) : blog.feedbackSent ? (
            <p className="card blog-feedback" role="status">
              {t('blogs.feedback.sent')}
            </p>
          ) : (
            <FeedbackForm blogId={blog.id} />
          )}
          <DeleteBlogDialog
            blog={confirming ? blog : null}
            busy={deleting.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={(blogId) =>
              deleting.mutate(blogId, {
                onSuccess: () => navigate('/blogs', { replace: true }),
                onSettled: () => setConfirming(false),
              })
            }
          />
        </>
      )}
    </div>
  );
}
