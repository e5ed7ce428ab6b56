import { ChoiceSelect } from '@renderer/components/choice-select';
import { useT } from '@renderer/i18n/use-t';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@shared/domain';
import { type CSSProperties, type FormEvent, type ReactNode, useEffect, useState } from 'react';

interface ApplicationsBreadcrumbProps {
  search: string;
  status: ApplicationStatus | '';
  onSearch(text: string): void;
  onStatus(status: ApplicationStatus | ''): void;
  /** Buttons after the filters (Export CSV). */
  actions?: ReactNode;
}

/**
 * Breadcrumb header of the Applications screen: a search box and a status filter (Pending,
 * Shortlisted, Rejected, plus Hired). The search runs on Enter, not on every key.
 */
export function ApplicationsBreadcrumb({
  search,
  status,
  onSearch,
  onStatus,
  actions,
}: ApplicationsBreadcrumbProps) {
  const t = useT();
  const [text, setText] = useState(search);
  const placeholder = t('applications.search.placeholder');
  useEffect(() => setText(search), [search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <div className="applications-breadcrumb">
      <h2 className="applications-title">{t('page.applications')}</h2>
      <form className="applications-tools" onSubmit={submit}>
        <label className="sr-only" htmlFor="applications-search">
          {t('applications.search.label')}
        </label>
        <input
          id="applications-search"
          className="input applications-search"
          style={{ '--placeholder-chars': placeholder.length } as CSSProperties}
          type="search"
          maxLength={100}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <label className="sr-only" htmlFor="applications-status">
          {t('applications.filter.status')}
        </label>
        <ChoiceSelect
          id="applications-status"
          value={status}
          onChange={onStatus}
          blank={t('applications.filter.all')}
          choices={APPLICATION_STATUSES}
          labelOf={(s) => t(`applications.status.${s}`)}
        />
        <button type="submit" className="btn btn-primary">
          {t('applications.search.label')}
        </button>
        {actions}
      </form>
    </div>
  );
}
