import type { RouteHandle } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';
import { BlogDetailPage } from './blog-detail-page';
import { BlogEditorPage } from './blog-editor-page';
import { BlogsPage } from './blogs-page';

/** The blog screens: list, detail, write and edit; none of them calls the server yet. */
export const blogRoutes: RouteObject[] = [
  { path: '/blogs', element: <BlogsPage />, handle: { titleKey: 'page.blogs' } satisfies RouteHandle },
  {
    path: '/blog-detail',
    element: <BlogDetailPage />,
    handle: { titleKey: 'page.blogDetail' } satisfies RouteHandle,
  },
  {
    path: '/add-blog',
    element: <BlogEditorPage key="add" mode="add" />,
    handle: { titleKey: 'page.addBlog' } satisfies RouteHandle,
  },
  {
    path: '/edit-blog',
    element: <BlogEditorPage key="edit" mode="edit" />,
    handle: { titleKey: 'page.editBlog' } satisfies RouteHandle,
  },
];
