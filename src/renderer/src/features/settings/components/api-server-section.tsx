import { Field } from '@renderer/components/field';
import { useT } from '@renderer/i18n/use-t';
import { notify } from '@renderer/lib/toast';
import { type ApiCheck, normaliseApiUrl, type SettingsUpdate } from '@shared/desktop/settings';
import type { MessageKey } from '@shared/i18n';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { LockedNote } from './locked-note';

/** Long enough not to probe every keystroke, short enough to feel live. */
const CHECK_DELAY_MS = 600;

type CheckState = { url: string; result: ApiCheck | 'checking' } | null;

interface ApiServerSectionProps {
  current: string;
  locked: boolean;
  checkApi(url: string): Promise<ApiCheck>;
  save(apiUrl: string): Promise<SettingsUpdate>;
}

function checkMessage(result: ApiCheck | 'checking'): { key: MessageKey; version?: string } {
  if (result === 'checking') return { key: 'settings.server.checking' };
  if (result.ok)
    return result.version
      ? { key: 'settings.server.okVersion', version: result.version }
      : { key: 'settings.server.ok' };
  return {
    key: result.reason === 'unreachable' ? 'settings.server.unreachable' : 'settings.server.notConexao',
  };
}

/**
 * The API server address with a live check of <address>/health. Saving needs a passing check
 * (an unreachable address would leave the person unable to sign in and come back here), and
 * restarts the app, which uses one API address per run.
 */
export function ApiServerSection({ current, locked, checkApi, save }: ApiServerSectionProps) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(current);
  const [check, setCheck] = useState<CheckState>(null);
  const [restarting, setRestarting] = useState(false);
  const latest = useRef('');
  const url = normaliseApiUrl(value.trim());

  const runCheck = useCallback(
    async (target: string) => {
      latest.current = target;
      setCheck({ url: target, result: 'checking' });
      const result = await checkApi(target);
      // An answer for an address the person has since changed is dropped.
      if (latest.current === target) setCheck({ url: target, result });
    },
    [checkApi],
  );

  useEffect(() => {
    if (locked || !url) return;
    const timer = setTimeout(() => void runCheck(url), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [url, locked, runCheck]);

  const passed = check !== null && check.url === url && check.result !== 'checking' && check.result.ok;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!url || !passed || url === current) return;
    try {
      const { restarting: willRestart } = await save(url);
      if (willRestart) setRestarting(true);
      else notify.success(t('settings.saved'));
    } catch {
      notify.error(t('settings.saveFailed'));
    }
  };

  const shown = check && check.url === url ? checkMessage(check.result) : null;
  const describedBy = [`${id}-hint`, locked ? `${id}-locked` : null, shown || !url ? `${id}-status` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.server.title')}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t('settings.server.label')} htmlFor={id}>
          <input
            id={id}
            className="input"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={value}
            readOnly={locked}
            aria-invalid={!locked && !url ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setValue(event.target.value)}
          />
          <p id={`${id}-hint`} className="settings-hint">
            {t('settings.server.hint')}
          </p>
        </Field>
        {locked ? (
          <LockedNote id={`${id}-locked`} />
        ) : (
          <>
            <p
              id={`${id}-status`}
              role="status"
              className={shown?.key.startsWith('settings.server.ok') ? 'settings-ok' : 'settings-hint'}
            >
              {restarting
                ? t('settings.server.restarting')
                : !url
                  ? t('settings.server.invalid')
                  : shown
                    ? t(shown.key, shown.version ? { version: shown.version } : undefined)
                    : ''}
            </p>
            <div className="settings-actions">
              <button
                type="button"
                className="btn btn-secondary"
                disabled={!url || check?.result === 'checking'}
                onClick={() => url && void runCheck(url)}
              >
                {t('settings.server.check')}
              </button>
              <button
                type="submit"
                className="btn btn-primary"
                disabled={!passed || url === current || restarting}
              >
                {t('settings.server.save')}
              </button>
            </div>
          </>
        )}
      </form>
    </section>
  );
}
