import {
  JobFormFields,
  type JobFormState,
  emptyJobForm,
  firstJobFormError,
  toPostInternshipBody,
} from '@renderer/components/job-form';
import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { postInternship } from '@renderer/lib/internships-api';
import { notify } from '@renderer/lib/toast';
import { JOB_POST_NAV_DELAY_MS } from '@shared/constants';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import '../components/jobs.css';

/**
 * Post a Job (spec §2, §4, §5): only the first broken rule as a toast; on success the toast,
 * then /Jobs after JOB_POST_NAV_DELAY_MS.
 */
export function PostJobPage() {
  const t = useT();
  const navigate = useNavigate();
  const [form, setForm] = useState<JobFormState>(emptyJobForm);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const error = firstJobFormError(form);
    if (error) {
      notify.error(error);
      return;
    }
    setBusy(true);
    try {
      const response = await postInternship(toPostInternshipBody(form));
      notify.success(response.message || t('jobs.post.success'));
      timer.current = setTimeout(() => navigate('/Jobs'), JOB_POST_NAV_DELAY_MS);
    } catch (failure) {
      notify.error(toApiError(failure, 'jobs.post.failed').message);
      setBusy(false);
    }
  };

  return (
    <div className="jobs-page">
      <form className="card jobs-card" onSubmit={onSubmit} noValidate aria-label={t('jobs.post.heading')}>
        <JobFormFields value={form} onChange={(patch) => setForm((state) => ({ ...state, ...patch }))} />
        <div className="post-job-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('jobs.post.submitting') : t('jobs.post.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
