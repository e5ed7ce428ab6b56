import { useT } from '@renderer/i18n/use-t';
import type { MessageKey } from '@shared/i18n';

/**
 * The full-width submit button of every auth form. While the request runs it is disabled,
 * says so to screen readers (aria-busy) and shows the busy label, so one click sends once.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: MessageKey;
  busyLabel: MessageKey;
}) {
  const t = useT();
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
      {t(busy ? busyLabel : label)}
    </button>
  );
}
