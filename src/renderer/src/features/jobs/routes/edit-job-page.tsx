import {
  JobFormFields,
  type JobFormState,
  expiryDay,
  firstJobFormError,
  jobToForm,
  toPostJobBody,
} from '@renderer/components/job-form';
import { useCompanyRole } from '@renderer/hooks/use-can';
import { can } from '@shared/team/permissions';
import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { notify } from '@renderer/lib/toast';
import type { InternshipWithCompany } from '@shared/api/internships';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { editJob } from '../api/edit-job';
import { jobKeys } from '../api/keys';
import { DetailStatus } from '../components/detail-status';
import { useJob } from '../hooks/use-job';
import '../components/jobs.css';

/** /edit-job/:id (issue 19): the Post a Job form, filled with the job; Save changes → its page. */
export function EditJobPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useJob(id);
  const role = useCompanyRole();
  // The role is read with the profile; until then, as until the job is here, 'Loading...'.
  if (query.isPending || query.isError || role === undefined) return <DetailStatus error={query.error} />;
  const writes = can(role, 'jobs.write');
  const job: InternshipWithCompany | null = query.data;
  // Only the company's members see the applicant count; only writers may edit.
  if (!job || job.applications_count === undefined || !writes) {
    return <p role="alert">{t('jobs.notFound')}</p>;
  }
  return <EditJobForm key={job.id} job={job} />;
}

function EditJobForm({ job }: { job: InternshipWithCompany }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<JobFormState>(() => jobToForm(job));
  const [busy, setBusy] = useState(false);
  const keptExpiry = expiryDay(job.expiration_date);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const error = firstJobFormError(form, keptExpiry);
    if (error) {
      notify.error(error);
      return;
    }
    setBusy(true);
    try {
      const response = await editJob(job.id, toPostJobBody(form));
      // Its page, the lists and the history read again.
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      notify.success(response.message || t('jobs.edited'));
      navigate(`/job-details/${job.id}`);
    } catch (failure) {
      notify.error(toApiError(failure, 'jobs.edit.failed').message);
      setBusy(false);
    }
  };

  return (
    <div className="jobs-page">
      <form className="card jobs-card" onSubmit={onSubmit} noValidate aria-label={t('jobs.edit.heading')}>
        <h1 className="jobs-heading">{t('jobs.edit.heading')}</h1>
        <JobFormFields value={form} onChange={(patch) => setForm((state) => ({ ...state, ...patch }))} />
        <div className="post-job-actions">
          <button type="button" className="btn btn-secondary" onClick={() => navigate(-1)} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('jobs.edit.submitting') : t('jobs.edit.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
