import {
  JobFormFields,
  type JobFormState,
  emptyJobForm,
  firstJobFormError,
  toPostJobBody,
} from '@renderer/components/job-form';
import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { postJob } from '@renderer/lib/api/post-job';
import { notify } from '@renderer/lib/toast';
import { useDelayedNavigate } from '@renderer/hooks/use-delayed-navigate';
import { JOB_POST_NAV_DELAY_MS } from '@shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { jobKeys } from '../api/keys';
import '../components/jobs.css';

/**
 * Post a Job: only the first broken rule as a toast; on success the toast,
 * then /Jobs after JOB_POST_NAV_DELAY_MS. 'Save as draft' (issue 19) keeps the job to the
 * company, by the same rules, until it is published.
 */
export function PostJobPage() {
  const t = useT();
  const navigateLater = useDelayedNavigate(JOB_POST_NAV_DELAY_MS);
  const [form, setForm] = useState<JobFormState>(emptyJobForm);
  const [busy, setBusy] = useState<'post' | 'draft' | null>(null);
  const queryClient = useQueryClient();
  const send = async (draft: boolean) => {
    if (busy) return;
    const error = firstJobFormError(form);
    if (error) {
      notify.error(error);
      return;
    }
    setBusy(draft ? 'draft' : 'post');
    try {
      const response = await postJob({ ...toPostJobBody(form), ...(draft ? { draft: true } : {}) });
      // The lists and counts that are cached now miss the new job.
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      notify.success(response.message || t(draft ? 'jobs.drafted' : 'jobs.post.success'));
      navigateLater('/Jobs');
    } catch (failure) {
      notify.error(toApiError(failure, 'jobs.post.failed').message);
      setBusy(null);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <div className="jobs-page">
      <form className="card jobs-card" onSubmit={onSubmit} noValidate aria-label={t('jobs.post.heading')}>
        <JobFormFields value={form} onChange={(patch) => setForm((state) => ({ ...state, ...patch }))} />
        <div className="post-job-actions">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy !== null}
            onClick={() => void send(true)}
          >
            {busy === 'draft' ? t('jobs.draft.saving') : t('jobs.draft.save')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy !== null}>
            {busy === 'post' ? t('jobs.post.submitting') : t('jobs.post.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
