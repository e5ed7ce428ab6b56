import { FileUploader } from '@renderer/components/file-uploader';
import { QueryStatus } from '@renderer/components/query-status';
import { TextField } from '@renderer/components/text-field';
import { useLang, useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import { BLOG_TITLE_MAX_LENGTH, type Blog, type BlogResponse } from '@shared/api/blogs';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { blogKeys } from '../api/keys';
import { removeCover } from '../api/remove-cover';
import { uploadCover } from '../api/upload-cover';
import { BlogsBreadcrumb } from '../components/blogs-breadcrumb';
import { RichTextEditor } from '../components/rich-text-editor';
import { useBlog } from '../hooks/use-blog';
import { type SaveState, useDraftSaver } from '../hooks/use-draft-saver';
import { readLocalDraft } from '../lib/local-draft';
import '../components/blogs.css';

/** /add-blog and /edit-blog/:id. The edit screen waits for the article, then opens the form. */
export function BlogEditorPage({ mode }: { mode: 'add' | 'edit' }) {
  const { id = '' } = useParams();
  const userId = useSessionStore((s) => s.userId) ?? '';
  if (mode === 'add') return <BlogEditorForm key="new" userId={userId} blog={null} />;
  return <EditExisting id={id} userId={userId} />;
}

function EditExisting({ id, userId }: { id: string; userId: string }) {
  const t = useT();
  const query = useBlog(id);
  // Read once when the article arrives: later cache updates (autosave) must not reset the form.
  const [blog, setBlog] = useState<Blog | null>(null);
  if (query.data && !blog) setBlog(query.data);
  if (!blog) {
    return (
      <div className="blog-editor-page">
        <BlogsBreadcrumb current={t('page.editBlog')} />
        <QueryStatus query={query} card />
      </div>
    );
  }
  if (!blog.mine) {
    return (
      <div className="blog-editor-page">
        <BlogsBreadcrumb current={t('page.editBlog')} />
        <p className="card" role="alert">
          {t('blogs.notAuthor')}
        </p>
      </div>
    );
  }
  return <BlogEditorForm key={blog.id} userId={userId} blog={blog} />;
}

function SaveStatus({ state }: { state: SaveState }) {
  const t = useT();
  const lang = useLang();
  const text = (() => {
    switch (state.kind) {
      case 'saving':
        return t('blogs.autosave.saving');
      case 'saved':
        return t('blogs.autosave.saved', {
          time: state.at.toLocaleTimeString(lang === 'pt' ? 'pt-AO' : 'en-GB', {
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          }),
        });
      case 'offline':
        return t('blogs.autosave.offline');
      case 'failed':
        return t('blogs.autosave.failed', { reason: state.reason });
      case 'needsTitle':
        return t('blogs.autosave.needsTitle');
      case 'publishedEdits':
        return t('blogs.autosave.publishedEdits');
      default:
        return '';
    }
  })();
  return (
    <p className="blog-save-status" role="status">
      {text}
    </p>
  );
}

/**
 * Title, optional cover, and the rich-text body. A draft saves itself (see useDraftSaver);
 * Publish / Update send the article and open it; changes left on this device by an earlier
 * visit (the network dropped, the app closed) come back, with a way to discard them.
 */
function BlogEditorForm({ userId, blog }: { userId: string; blog: Blog | null }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [restored] = useState(() => {
    const local = readLocalDraft(userId, blog?.id ?? null);
    if (!local) return null;
    if (blog && local.title === blog.title && local.content === blog.content) return null;
    return local;
  });
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [title, setTitle] = useState(restored?.title ?? blog?.title ?? '');
  const [content, setContent] = useState(restored?.content ?? blog?.content ?? '');
  const [editorKey, setEditorKey] = useState(0);
  const [initialContent, setInitialContent] = useState(content);
  const [cover, setCover] = useState<string | null>(blog?.coverImage ?? null);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [coverProgress, setCoverProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const saver = useDraftSaver({ userId, blog, start: { title, content, restored: restored !== null } });
  const published = blog?.status === 'PUBLISHED';

  const onTitle = (value: string) => {
    setTitle(value);
    saver.change({ title: value });
  };
  const onBody = (html: string) => {
    setContent(html);
    saver.change({ content: html });
  };

  const discardRestored = () => {
    saver.discard();
    const original = { title: blog?.title ?? '', content: blog?.content ?? '' };
    setTitle(original.title);
    setContent(original.content);
    setInitialContent(original.content);
    setEditorKey((key) => key + 1);
    setShowRestored(false);
  };

  const submit = async () => {
    setBusy(true);
    const result = await saver.save('PUBLISHED');
    setBusy(false);
    if (!result.ok) {
      if (result.message) notify.error(result.message);
      return;
    }
    notify.success(t('blogs.published'));
    navigate(`/blog-detail/${result.blog.id}`);
  };

  const saveDraft = async () => {
    const result = await saver.save('DRAFT');
    if (result.ok) notify.success(t('blogs.draftSaved'));
    else if (result.message) notify.error(result.message);
    else notify.error(t('blogs.autosave.needsTitle'));
  };

  const cancel = () => {
    if (published || saver.id === null) {
      // Published: its edits wait for Update, so leaving without it forgets them. New and never
      // saved: there is nothing to keep.
      saver.discard();
      navigate(saver.id ? `/blog-detail/${saver.id}` : '/blogs');
      return;
    }
    // A draft: leaving saves it (useDraftSaver), so Close just leaves.
    navigate('/blogs');
  };

  const storeCover = (saved: BlogResponse) => {
    setCover(saved.data.coverImage);
    client.setQueryData(blogKeys.detail(saved.data.id), saved);
    void client.invalidateQueries({ queryKey: blogKeys.lists() });
  };

  const onCoverChosen = async (file: File | null) => {
    setCoverFile(file);
    if (!file) return;
    // The cover belongs to an article: a new one is saved as a draft first.
    let id = saver.id;
    if (!id) {
      if (title.trim() === '') {
        notify.error(t('blogs.editor.coverNeedsTitle'));
        setCoverFile(null);
        return;
      }
      const result = await saver.save('DRAFT');
      if (!result.ok) {
        notify.error(result.message ?? t('blogs.editor.coverFailed'));
        setCoverFile(null);
        return;
      }
      id = result.blog.id;
    }
    try {
      setCoverProgress(0);
      const saved = await uploadCover(id, file, setCoverProgress);
      storeCover(saved);
      notify.success(saved.message || t('blogs.coverSaved'));
    } catch (error) {
      notify.error(toApiError(error, 'blogs.editor.coverFailed').message);
    } finally {
      setCoverProgress(null);
      setCoverFile(null);
    }
  };

  const onRemoveCover = async () => {
    if (!saver.id) return;
    try {
      const saved = await removeCover(saver.id);
      storeCover(saved);
      notify.success(saved.message || t('blogs.coverRemoved'));
    } catch (error) {
      notify.error(toApiError(error, 'blogs.editor.coverFailed').message);
    }
  };

  return (
    <div className="blog-editor-page">
      <BlogsBreadcrumb current={t(blog ? 'page.editBlog' : 'page.addBlog')} />
      <form
        className="card form blog-editor-form"
        aria-label={t(blog ? 'blogs.editor.editTitle' : 'blogs.editor.addTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {showRestored && (
          <div className="form-note blog-restored" role="status">
            <span>{t('blogs.autosave.restored')}</span>
            <button type="button" className="btn btn-secondary" onClick={discardRestored}>
              {t('blogs.autosave.discard')}
            </button>
          </div>
        )}
        <TextField
          label={t('blogs.editor.titleLabel')}
          placeholder={t('blogs.editor.titlePlaceholder')}
          value={title}
          onChange={(event) => onTitle(event.target.value)}
          maxLength={BLOG_TITLE_MAX_LENGTH}
        />
        <FileUploader
          variant="image"
          label={t('blogs.editor.cover')}
          file={coverFile}
          onChange={(file) => void onCoverChosen(file)}
          currentUrl={cover}
          progress={coverProgress}
          disabled={coverProgress !== null}
          previewAlt={t('blogs.editor.coverAlt')}
        />
        {cover && (
          <button
            type="button"
            className="btn btn-secondary blog-cover-remove"
            onClick={() => void onRemoveCover()}
          >
            {t('blogs.editor.coverRemove')}
          </button>
        )}
        <RichTextEditor key={editorKey} initialContent={initialContent} onChange={onBody} />
        <SaveStatus state={saver.state} />
        <div className="blog-actions">
          <button type="button" className="btn btn-secondary" onClick={cancel}>
            {t(published || saver.id === null ? 'blogs.editor.cancel' : 'blogs.editor.close')}
          </button>
          {!published && (
            <button type="button" className="btn btn-secondary" onClick={() => void saveDraft()}>
              {t('blogs.editor.saveDraft')}
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t(published ? 'blogs.editor.update' : 'blogs.editor.publish')}
          </button>
        </div>
      </form>
    </div>
  );
}
