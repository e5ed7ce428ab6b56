import { lazyPage } from '@renderer/lib/lazy-page';
import type { RouteHandle } from '@renderer/lib/route-handle';
import { Navigate, type RouteObject } from 'react-router-dom';

// Each screen loads when its route is first shown (lib/lazy-page.tsx).
const BlogDetailPage = lazyPage(() => import('./blog-detail-page'), 'BlogDetailPage');
const BlogEditorPage = lazyPage(() => import('./blog-editor-page'), 'BlogEditorPage');
const BlogsPage = lazyPage(() => import('./blogs-page'), 'BlogsPage');

/** The blog screens: list, one article, write and edit. */
export const blogRoutes: RouteObject[] = [
  { path: '/blogs', element: <BlogsPage />, handle: { titleKey: 'page.blogs' } satisfies RouteHandle },
  {
    path: '/blog-detail/:id',
    element: <BlogDetailPage />,
    handle: { titleKey: 'page.blogDetail' } satisfies RouteHandle,
  },
  {
    path: '/add-blog',
    element: <BlogEditorPage key="add" mode="add" />,
    handle: { titleKey: 'page.addBlog' } satisfies RouteHandle,
  },
  {
    path: '/edit-blog/:id',
    element: <BlogEditorPage key="edit" mode="edit" />,
    handle: { titleKey: 'page.editBlog' } satisfies RouteHandle,
  },
  // The addresses of the placeholder screens, which named no article: the list.
  { path: '/blog-detail', element: <Navigate to="/blogs" replace /> },
  { path: '/edit-blog', element: <Navigate to="/blogs" replace /> },
];
