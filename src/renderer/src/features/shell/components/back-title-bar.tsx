import { ArrowLeftIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import { useNavigate } from 'react-router-dom';

/** Page title with a back control that goes one step back in history. */
export function BackTitleBar({ title }: { title: string }) {
  const t = useT();
  const navigate = useNavigate();
  const goBack = () => {
    // Opened straight on this page (no in-app history): back means the dashboard.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate('/'));
  };
  return (
    <div className="title-bar">
      <button type="button" className="icon-btn" aria-label={t('header.back')} onClick={goBack}>
        <ArrowLeftIcon size={20} />
      </button>
      <h1 className="page-title">{title}</h1>
    </div>
  );
}
