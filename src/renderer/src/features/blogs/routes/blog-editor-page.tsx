import { TextField } from '@renderer/components/text-field';
import { useT } from '@renderer/i18n/use-t';
import type { Content } from '@tiptap/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BlogsBreadcrumb } from '../components/blogs-breadcrumb';
import { RichTextEditor } from '../components/rich-text-editor';
import '../components/blogs.css';

/**
 * /add-blog and /edit-blog: title and rich-text body. Blogs have no server yet, so both
 * buttons lead back to /blogs and a note says plainly that nothing is stored.
 */
export function BlogEditorPage({ mode }: { mode: 'add' | 'edit' }) {
  const t = useT();
  const [title, setTitle] = useState(() => (mode === 'edit' ? t('blogs.editor.sampleTitle') : ''));
  const [initialContent] = useState<Content | undefined>(() =>
    mode === 'edit'
      ? {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: t('blogs.editor.sampleBody') }] }],
        }
      : undefined,
  );

  return (
    <div className="blog-editor-page">
      <BlogsBreadcrumb current={t(mode === 'edit' ? 'page.editBlog' : 'page.addBlog')} />
      <form
        className="card form blog-editor-form"
        aria-label={t(mode === 'edit' ? 'blogs.editor.editTitle' : 'blogs.editor.addTitle')}
        onSubmit={(event) => event.preventDefault()}
      >
        <p className="form-note form-note-warning">{t('blogs.editor.notSaved')}</p>
        <TextField
          label={t('blogs.editor.titleLabel')}
          placeholder={t('blogs.editor.titlePlaceholder')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={200}
        />
        <RichTextEditor initialContent={initialContent} />
        <div className="blog-actions">
          <Link className="btn btn-secondary" to="/blogs">
            {t('blogs.editor.cancel')}
          </Link>
          <Link className="btn btn-primary" to="/blogs">
            {t(mode === 'edit' ? 'blogs.editor.update' : 'blogs.editor.publish')}
          </Link>
        </div>
      </form>
    </div>
  );
}
