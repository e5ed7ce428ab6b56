import { useT } from '@renderer/i18n/use-t';
import { useCallback, useState } from 'react';
import { BlogCard } from '../components/blog-card';
import { BlogsBreadcrumb } from '../components/blogs-breadcrumb';
import { BLOG_SAMPLES } from '../lib/blog-samples';
import '../components/blogs.css';

/**
 * /blogs: the six placeholder posts. The page title comes from the shell's title
 * bar ('Blog and Educational Resources'). The list owns which card menu is open: one at most.
 */
export function BlogsPage() {
  const t = useT();
  const [openMenuId, setOpenMenuId] = useState<string | null>(null);
  // Only close the menu that asked: another card's trigger may have just opened its own.
  const closeMenu = useCallback(
    (id: string) => setOpenMenuId((current) => (current === id ? null : current)),
    [],
  );

  return (
    <div className="blogs-page">
      <BlogsBreadcrumb />
      <ul className="blog-grid" aria-label={t('blogs.list.label')}>
        {BLOG_SAMPLES.map((post) => (
          <li key={post.id}>
            <BlogCard
              post={post}
              menuOpen={openMenuId === post.id}
              onToggleMenu={() => setOpenMenuId((current) => (current === post.id ? null : post.id))}
              onCloseMenu={() => closeMenu(post.id)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
