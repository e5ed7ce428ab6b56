import { Pagination } from '@renderer/components/pagination';
import { QueryStatus } from '@renderer/components/query-status';
import { useT } from '@renderer/i18n/use-t';
import { BLOG_PAGE_SIZE_DEFAULT } from '@shared/api/blogs';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BlogCard } from '../components/blog-card';
import { BlogsBreadcrumb } from '../components/blogs-breadcrumb';
import { DeleteBlogDialog } from '../components/delete-blog-dialog';
import { useBlogs } from '../hooks/use-blogs';
import { useDeleteBlog } from '../hooks/use-delete-blog';
import '../components/blogs.css';

/**
 * /blogs: published articles newest first and the reader's own drafts, a page at a time
 * (`?page=`), with a 'Mine' filter (`?mine=true`). The list keeps at most one card menu open.
 */
export function BlogsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const mine = params.get('mine') === 'true';
  const query = useBlogs({ page, limit: BLOG_PAGE_SIZE_DEFAULT, mine });
  const deleting = useDeleteBlog();
  const [openMenuId, setOpenMenuId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<{ id: string; title: string } | null>(null);
  // Only close the menu that asked: another card's trigger may have just opened its own.
  const closeMenu = useCallback(
    (id: string) => setOpenMenuId((current) => (current === id ? null : current)),
    [],
  );

  const go = (next: { page?: number; mine?: boolean }) => {
    const search = new URLSearchParams();
    const nextMine = next.mine ?? mine;
    if (nextMine) search.set('mine', 'true');
    const nextPage = next.page ?? 1;
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  const blogs = query.data?.blogs ?? [];
  return (
    <div className="blogs-page">
      <BlogsBreadcrumb />
      <fieldset className="blog-filter">
        <legend className="sr-only">{t('blogs.filter.label')}</legend>
        <button
          type="button"
          className="btn btn-secondary"
          aria-pressed={!mine}
          onClick={() => go({ mine: false })}
        >
          {t('blogs.filter.all')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          aria-pressed={mine}
          onClick={() => go({ mine: true })}
        >
          {t('blogs.filter.mine')}
        </button>
      </fieldset>
      <QueryStatus query={query} card />
      {query.data && blogs.length === 0 && (
        <p className="card blog-empty">{t(mine ? 'blogs.list.emptyMine' : 'blogs.list.empty')}</p>
      )}
      {blogs.length > 0 && (
        <ul className="blog-grid" aria-label={t('blogs.list.label')} aria-busy={query.isFetching}>
          {blogs.map((blog) => (
            <li key={blog.id}>
              <BlogCard
                blog={blog}
                menuOpen={openMenuId === blog.id}
                onMenuOpenChange={(open) => (open ? setOpenMenuId(blog.id) : closeMenu(blog.id))}
                onDelete={() => setToDelete({ id: blog.id, title: blog.title })}
              />
            </li>
          ))}
        </ul>
      )}
      {query.data && (
        <Pagination
          currentPage={query.data.pagination.currentPage}
          totalPages={query.data.pagination.totalPages}
          onPageChange={(next) => go({ page: next })}
          disabled={query.isFetching}
        />
      )}
      <DeleteBlogDialog
        blog={toDelete}
        busy={deleting.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={(id) => deleting.mutate(id, { onSettled: () => setToDelete(null) })}
      />
    </div>
  );
}
