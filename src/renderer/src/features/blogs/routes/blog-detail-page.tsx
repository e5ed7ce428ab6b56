import { ArrowLeftIcon, CalendarIcon, ClockIcon, UserIcon } from '@renderer/components/icons';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDate } from '@renderer/lib/format-date';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import checklistImage from '../assets/checklist.svg';
import officeImage from '../assets/office.svg';
import { BlogActionsMenu } from '../components/blog-actions-menu';
import { FeedbackForm } from '../components/feedback-form';
import { FEATURED_ARTICLE } from '../lib/blog-samples';
import '../components/blogs.css';

/** /blog-detail: one static article with images, its Edit/Delete menu and a feedback form. */
export function BlogDetailPage() {
  const t = useT();
  const lang = useLang();
  const [menuOpen, setMenuOpen] = useState(false);
  const post = FEATURED_ARTICLE;
  const title = t(post.titleKey);

  return (
    <div className="blog-detail">
      <Link className="btn btn-secondary blog-back" to="/blogs">
        <ArrowLeftIcon size={18} />
        {t('blogs.detail.back')}
      </Link>
      <article className="card blog-article" aria-labelledby="blog-article-title">
        <header className="blog-article-head">
          <div className="blog-card-top">
            <p className="blog-meta">
              <span>
                <CalendarIcon size={14} />
                <time dateTime={post.date}>
                  {t('blogs.detail.published', { date: formatDate(post.date, lang) })}
                </time>
              </span>
              <span>
                <UserIcon size={14} />
                {t('blogs.card.by', { author: post.author })}
              </span>
              <span>
                <ClockIcon size={14} />
                {t('blogs.card.readingTime', { n: post.readingMinutes })}
              </span>
            </p>
            <BlogActionsMenu
              title={title}
              open={menuOpen}
              onToggle={() => setMenuOpen((value) => !value)}
              onClose={() => setMenuOpen(false)}
            />
          </div>
          <h2 id="blog-article-title" className="blog-article-title">
            {title}
          </h2>
        </header>
        <div className="blog-prose">
          <p className="blog-lead">{t('blogs.article.intro')}</p>
          <figure>
            <img src={officeImage} alt={t('blogs.article.imageAlt.1')} width={640} height={360} />
            <figcaption>{t('blogs.article.caption.1')}</figcaption>
          </figure>
          <h3>{t('blogs.article.h1')}</h3>
          <p>{t('blogs.article.p1')}</p>
          <p>{t('blogs.article.p2')}</p>
          <h3>{t('blogs.article.h2')}</h3>
          <p>{t('blogs.article.p3')}</p>
          <p>{t('blogs.article.p4')}</p>
          <h3>{t('blogs.article.h3')}</h3>
          <p>{t('blogs.article.p5')}</p>
          <figure>
            <img src={checklistImage} alt={t('blogs.article.imageAlt.2')} width={640} height={360} />
            <figcaption>{t('blogs.article.caption.2')}</figcaption>
          </figure>
          <p>{t('blogs.article.p6')}</p>
          <h3>{t('blogs.article.h4')}</h3>
          <p>{t('blogs.article.p7')}</p>
          <p>{t('blogs.article.p8')}</p>
        </div>
      </article>
      <FeedbackForm />
    </div>
  );
}
