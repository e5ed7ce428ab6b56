import { CheckIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import { notify } from '@renderer/lib/toast';
import { useEffect, useState } from 'react';

/** How long the button reads "Copied" before it offers to copy again. */
const COPIED_MS = 2_000;

/**
 * Copies `value` and says so: the button reads "Copied" for a moment and a polite live region
 * announces what was copied. A refused clipboard says that instead of pretending.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      notify.error(t('premium.copy.failed'));
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-secondary copy-button"
        aria-label={t('premium.copy.label', { what })}
        onClick={() => void copy()}
      >
        {copied ? (
          <>
            <CheckIcon size={14} /> {t('premium.copied')}
          </>
        ) : (
          t('premium.copy')
        )}
      </button>
      <span className="sr-only" role="status">
        {copied ? t('premium.copied.announce', { what }) : ''}
      </span>
    </>
  );
}
