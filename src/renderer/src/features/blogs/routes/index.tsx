import { lazyPage } from '@renderer/lib/lazy-page';
import { titledRoute } from '@renderer/lib/route-handle';
import { Navigate, type RouteObject } from 'react-router-dom';

// Each screen loads when its route is first shown (lib/lazy-page.tsx).
const BlogDetailPage = lazyPage(() => import('./blog-detail-page'), 'BlogDetailPage');
const BlogEditorPage = lazyPage(() => import('./blog-editor-page'), 'BlogEditorPage');
const BlogsPage = lazyPage(() => import('./blogs-page'), 'BlogsPage');

/** The blog screens: list, one article, write and edit. */
export const blogRoutes: RouteObject[] = [
  titledRoute('/blogs', <BlogsPage />, 'page.blogs'),
  titledRoute('/blog-detail/:id', <BlogDetailPage />, 'page.blogDetail'),
  titledRoute('/add-blog', <BlogEditorPage key="add" mode="add" />, 'page.addBlog'),
  titledRoute('/edit-blog/:id', <BlogEditorPage key="edit" mode="edit" />, 'page.editBlog'),
  // The addresses of the placeholder screens, which named no article: the list.
  { path: '/blog-detail', element: <Navigate to="/blogs" replace /> },
  { path: '/edit-blog', element: <Navigate to="/blogs" replace /> },
];
