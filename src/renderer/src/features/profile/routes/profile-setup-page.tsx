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
import { useSessionStore } from '@renderer/lib/session-store';
import { type Id, ToastContainer, notify } from '@renderer/lib/toast';
import {
  PROFILE_SAVE_NAV_DELAY_MS,
  PROFILE_STEP_TOAST_AUTO_CLOSE_MS,
  PROFILE_STEP_TOAST_LIMIT,
} from '@shared/constants';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { refreshSessionUser } from '../lib/refresh-session-user';
import { setupProfile } from '../api/setup-profile';
import { CompanyFields } from '../components/company-fields';
import { PersonalInfoFields } from '../components/personal-info-fields';
import { WizardProgress } from '../components/wizard-progress';
import { useDelayedNavigate } from '@renderer/hooks/use-delayed-navigate';
import { useProfile } from '@renderer/hooks/use-profile';
import type { ProfileSetupInput } from '@shared/api/profile';
import type { UserDetails } from '@shared/api/user';
import { can } from '@shared/team/permissions';
import {
  WIZARD_STEPS,
  type WizardStep,
  type WizardValues,
  emptyWizardValues,
  stepError,
} from '../lib/wizard-rules';
import '../components/profile.css';

/** The wizard's own toast container: one toast at a time, 3000 ms, so a step's error replaces the last. */
export const PROFILE_STEP_TOASTS = 'profile-step';

/**
 * With a limit of 1 a new toast would wait for the open one to close; the newest message is the
 * one that matters (the person just fixed the previous rule), so it takes the open toast's place.
 */
function useStepToast() {
  const open = useRef<Id | null>(null);
  return useMemo(() => {
    const show = (type: 'success' | 'error', message: string) => {
      open.current = notify.replace(type, message, {
        containerId: PROFILE_STEP_TOASTS,
        autoClose: PROFILE_STEP_TOAST_AUTO_CLOSE_MS,
        replaceId: open.current,
      });
    };
    return { error: (m: string) => show('error', m), success: (m: string) => show('success', m) };
  }, []);
}

/**
 * Steps a member who joined a company by invitation (issue 18) does not see: the company's,
 * which its owner has set up already; and posting a job, when their role may not.
 */
export function skippedSteps(me: UserDetails | undefined): WizardStep[] {
  if (!me?.company_info) return [];
  return can(me.company_role, 'jobs.write') ? ['company'] : ['company', 'job'];
}

/**
 * What the wizard saves: both steps for a new company; for a member who joined, their own
 * fields only, the company's as they are when their role may edit it (the server then asks
 * for them), never retyped.
 */
function setupFields(values: WizardValues, me: UserDetails | undefined): ProfileSetupInput {
  const company = me?.company_info;
  if (!company) return values;
  const { first_name, last_name, phone, designation } = values;
  const personal = { first_name, last_name, phone, designation };
  if (!can(me.company_role, 'company.edit')) return personal as ProfileSetupInput;
  return {
    ...personal,
    company_name: company.company_name,
    description: company.description ?? '',
    city: company.city ?? '',
    company_phone: company.phone ?? '',
    website: company.website ?? '',
    industry: company.industry ?? '',
  };
}

function isJobFormBlank(state: JobFormState): boolean {
  return Object.values(state).every((value) =>
    Array.isArray(value) ? value.length === 0 : !String(value).trim(),
  );
}

/**
 * /profile-setup: Personal Information, Company Information (with the logo),
 * Post an Internship (really posted with the profile unless skipped) and the
 * completion step with Back and Submit Profile.
 */
export function ProfileSetupPage() {
  const t = useT();
  const navigateLater = useDelayedNavigate(PROFILE_SAVE_NAV_DELAY_MS);
  const stepToast = useStepToast();
  const [step, setStep] = useState(0);
  const me = useProfile().data;
  const skipped = skippedSteps(me);
  const [values, setValues] = useState<WizardValues>(emptyWizardValues);
  const [logo, setLogo] = useState<File | null>(null);
  const [job, setJob] = useState<JobFormState>(emptyJobForm);
  const [withJob, setWithJob] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // The profile may be saved while its job fails; a second submit then only posts the job.
  const profileSaved = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const current = WIZARD_STEPS[step] ?? 'personal';

  const go = (next: number) => {
    setStep(next);
    // Keyboard and screen-reader users land on the new step's title.
    requestAnimationFrame(() => heading.current?.focus());
  };

  /** The step `from` + `direction`, over the ones this person skips. */
  const stepAfter = (from: number, direction: 1 | -1) => {
    let index = from + direction;
    while (skipped.includes(WIZARD_STEPS[index] as WizardStep)) index += direction;
    return index;
  };

  const next = (event?: FormEvent) => {
    event?.preventDefault();
    const problem = stepError(current, values);
    if (problem) {
      stepToast.error(t(problem));
      return;
    }
    if (current === 'job') {
      if (isJobFormBlank(job)) {
        setWithJob(false);
      } else {
        const jobProblem = firstJobFormError(job);
        if (jobProblem) {
          stepToast.error(jobProblem);
          return;
        }
        setWithJob(true);
      }
    }
    go(stepAfter(step, 1));
  };

  const skip = () => {
    setWithJob(false);
    go(stepAfter(step, 1));
  };

  const submit = async () => {
    if (submitting) return;
    const { token, userId } = useSessionStore.getState();
    if (!token || !userId) {
      // Submitting without a session is an error, never a silent no-op.
      stepToast.error(t('profile.wizard.notSignedIn'));
      return;
    }
    setSubmitting(true);
    try {
      if (!profileSaved.current) {
        const res = await setupProfile(
          userId,
          setupFields(values, me),
          me?.company_info ? null : logo,
          logo ? setProgress : undefined,
        );
        profileSaved.current = true;
        await refreshSessionUser(res.data.user, { profileSetup: true });
      }
      if (withJob) {
        try {
          await postJob(toPostJobBody(job));
          setWithJob(false);
        } catch (error) {
          stepToast.error(t('profile.wizard.jobFailed', { reason: toApiError(error).message }));
          go(2);
          return;
        }
      }
      stepToast.success(t('profile.wizard.saved'));
      navigateLater('/', { replace: true });
    } catch (error) {
      // The server's message, else 'Failed to save profile'; no answer at all → the network text.
      const failure = toApiError(error, 'profile.wizard.failed');
      stepToast.error(failure.code === 'NETWORK_ERROR' ? t('errors.network') : failure.message);
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  };

  return (
    <section className="wizard card" aria-label={t('profile.wizard.heading')}>
      <ToastContainer
        containerId={PROFILE_STEP_TOASTS}
        position="top-right"
        limit={PROFILE_STEP_TOAST_LIMIT}
        autoClose={PROFILE_STEP_TOAST_AUTO_CLOSE_MS}
        newestOnTop
        closeOnClick={false}
      />
      {/* The shell's title bar already carries the page heading ('Set up your profile'). */}
      <header className="wizard-header">
        <p className="wizard-intro">{t('profile.wizard.intro')}</p>
        {step < 3 && <WizardProgress current={step} skipped={skipped} />}
      </header>

      <form className="form wizard-body" onSubmit={next} noValidate>
        <h2 className="wizard-step-title" tabIndex={-1} ref={heading}>
          {t(
            current === 'personal'
              ? 'profile.wizard.personal'
              : current === 'company'
                ? 'profile.wizard.company'
                : current === 'job'
                  ? 'profile.wizard.job'
                  : 'profile.wizard.doneTitle',
          )}
        </h2>

        {current === 'personal' && me?.company_info && me.company_role && (
          <p className="form-note">
            {t('team.ui.wizardJoined', {
              company: me.company_info.company_name,
              role: t(`team.role.${me.company_role}`),
            })}
          </p>
        )}
        {current === 'personal' && (
          <div className="profile-grid">
            <PersonalInfoFields
              values={values}
              onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
              lastNameLabel="profile.field.lastNameOptional"
              designationAutoComplete="organization-title"
            />
          </div>
        )}

        {current === 'company' && (
          <CompanyFields
            values={{ ...values, phone: values.company_phone }}
            // The wizard sends the company's phone as company_phone (the server's field name).
            onChange={(field, value) =>
              setValues((v) => ({ ...v, [field === 'phone' ? 'company_phone' : field]: value }))
            }
            logo={logo}
            onLogoChange={setLogo}
            progress={progress}
            disabled={submitting}
          />
        )}

        {current === 'job' && (
          <>
            <p className="wizard-intro">{t('profile.wizard.jobIntro')}</p>
            <JobFormFields value={job} onChange={(patch) => setJob((j) => ({ ...j, ...patch }))} />
          </>
        )}

        {current === 'complete' && (
          <div className="wizard-done">
            <p>{t('profile.wizard.doneText')}</p>
            <p>
              {withJob
                ? t('profile.wizard.jobIncluded', { title: job.title.trim() })
                : t('profile.wizard.jobSkipped')}
            </p>
            {typeof progress === 'number' && (
              <p aria-live="polite">{t('upload.progress', { percent: progress })}</p>
            )}
          </div>
        )}

        <div className="wizard-actions">
          {current === 'company' || current === 'job' ? (
            <button type="button" className="btn btn-secondary" onClick={() => go(stepAfter(step, -1))}>
              {t('profile.wizard.previous')}
            </button>
          ) : null}
          {current === 'complete' && (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => go(stepAfter(step, -1))}
              disabled={submitting}
            >
              {t('profile.wizard.back')}
            </button>
          )}
          <span className="wizard-actions-spacer" />
          {current === 'job' && (
            <button type="button" className="btn btn-link" onClick={skip}>
              {t('profile.wizard.skip')}
            </button>
          )}
          {current !== 'complete' ? (
            <button type="submit" className="btn btn-primary">
              {t('profile.wizard.next')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void submit()}
              disabled={submitting}
            >
              {submitting ? t('profile.wizard.submitting') : t('profile.wizard.submit')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
