import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { useT } from '@renderer/i18n/use-t';

interface DeleteBlogDialogProps {
  /** The article to delete, or null when the dialog is closed. */
  blog: { id: string; title: string } | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(id: string): void;
}

/** 'Delete article?' with the title; nothing is deleted until Delete is pressed. */
export function DeleteBlogDialog({ blog, busy, onCancel, onConfirm }: DeleteBlogDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      open={blog !== null}
      title={t('blogs.delete.title')}
      cancelLabel={t('blogs.delete.cancel')}
      confirmLabel={t('blogs.delete.confirm')}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => blog && onConfirm(blog.id)}
    >
      <p>{t('blogs.delete.body', { title: blog?.title ?? '' })}</p>
    </ConfirmDialog>
  );
}
