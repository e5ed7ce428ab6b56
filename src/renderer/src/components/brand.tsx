import { useT } from '../i18n/use-t';

/** The Conexão mark: two linked nodes, the "connection" in the name. */
export function Brand({ inverse = false }: { inverse?: boolean }) {
  const t = useT();
  return (
    <span className={['brand', inverse ? 'brand-inverse' : ''].filter(Boolean).join(' ')}>
      <svg
        className="brand-mark"
        width="32"
        height="32"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <circle cx="11" cy="16" r="5" fill="none" stroke="#fff" strokeWidth="2.4" />
        <circle cx="21" cy="16" r="5" fill="none" stroke="#f5b82e" strokeWidth="2.4" />
      </svg>
      <span className="brand-name">{t('app.name')}</span>
    </span>
  );
}
