import { Field } from '@renderer/components/field';
import { TextField } from '@renderer/components/text-field';
import { ModalActions } from '@renderer/components/modal-actions';
import { ModalDialog } from '@renderer/components/modal-dialog';
import { useTeamMembers } from '@renderer/hooks/use-team-members';
import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { fullName } from '@renderer/lib/person-name';
import {
  INTERVIEW_DEFAULT_MINUTES,
  INTERVIEW_LOCATION_MAX_LENGTH,
  INTERVIEW_MAX_MINUTES,
  INTERVIEW_MIN_MINUTES,
  INTERVIEW_NOTES_MAX_LENGTH,
  INTERVIEW_URL_MAX_LENGTH,
  type Interview,
  type InterviewBody,
} from '@shared/api/interviews';
import { DEFAULT_TIME_ZONE, knownTimeZones, wallClock } from '@shared/time/zoned';
import { type ChangeEvent, type FormEvent, useId, useMemo, useRef, useState } from 'react';

interface InterviewFormDialogProps {
  /** The interview being edited; none: a new one. */
  interview?: Interview;
  /** Resolves once the server answered; a refusal's message stays in the dialog. */
  onSubmit(body: InterviewBody): Promise<unknown>;
  onClose(): void;
}

function initialValues(interview?: Interview) {
  if (interview) {
    return {
      date: interview.date,
      time: interview.time,
      timeZone: interview.time_zone,
      duration: String(interview.duration_minutes),
      location: interview.location ?? '',
      videoUrl: interview.video_url ?? '',
      notes: interview.notes ?? '',
      interviewers: interview.interviewers.map((p) => p.user_id),
    };
  }
  // Tomorrow at 10:00 in Luanda: a time that is never in the past.
  const tomorrow = wallClock(new Date(Date.now() + 86_400_000), DEFAULT_TIME_ZONE).date;
  return {
    date: tomorrow,
    time: '10:00',
    timeZone: DEFAULT_TIME_ZONE,
    duration: String(INTERVIEW_DEFAULT_MINUTES),
    location: '',
    videoUrl: '',
    notes: '',
    interviewers: [] as string[],
  };
}

/**
 * Schedule or edit an interview (issue 19): date, time and its time zone (Luanda unless chosen
 * otherwise), duration, place or video link, notes, and interviewers from the company's team.
 * The server checks everything again; its message shows here when it refuses.
 */
export function InterviewFormDialog({ interview, onSubmit, onClose }: InterviewFormDialogProps) {
  const t = useT();
  const id = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(() => initialValues(interview));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const members = useTeamMembers();
  const zones = useMemo(() => [...knownTimeZones()].sort(), []);

  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  // The value and change handler of a one-line field.
  const bind = (name: Exclude<keyof typeof values, 'interviewers'>) => ({
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(name)(e.target.value),
  });
  const toggle = (userId: string) =>
    setValues((v) => ({
      ...v,
      interviewers: v.interviewers.includes(userId)
        ? v.interviewers.filter((x) => x !== userId)
        : [...v.interviewers, userId],
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit({
        date: values.date,
        time: values.time,
        time_zone: values.timeZone,
        duration_minutes: Number(values.duration),
        location: values.location,
        video_url: values.videoUrl,
        notes: values.notes,
        interviewer_ids: values.interviewers,
      });
    } catch (err) {
      setError(toApiError(err).message);
      setBusy(false);
    }
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <ModalDialog
      title={t(interview ? 'interviews.form.titleEdit' : 'interviews.form.titleNew')}
      initialFocus={firstRef}
      onCancel={onClose}
      className="interview-form"
      onSubmit={submit}
    >
      <div className="interview-form-grid">
        <TextField ref={firstRef} label={t('interviews.form.date')} type="date" required {...bind('date')} />
        <TextField label={t('interviews.form.time')} type="time" required {...bind('time')} />
        <Field label={t('interviews.form.timeZone')} htmlFor={field('zone')}>
          <select
            id={field('zone')}
            className="input"
            value={values.timeZone}
            onChange={(e) => set('timeZone')(e.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          label={t('interviews.form.duration')}
          type="number"
          min={INTERVIEW_MIN_MINUTES}
          max={INTERVIEW_MAX_MINUTES}
          step={5}
          required
          {...bind('duration')}
        />
      </div>
      <TextField
        label={t('interviews.form.location')}
        maxLength={INTERVIEW_LOCATION_MAX_LENGTH}
        placeholder={t('interviews.form.locationHint')}
        {...bind('location')}
      />
      <TextField
        label={t('interviews.form.videoUrl')}
        type="url"
        inputMode="url"
        maxLength={INTERVIEW_URL_MAX_LENGTH}
        {...bind('videoUrl')}
      />
      <Field label={t('interviews.form.notes')} htmlFor={field('notes')}>
        <textarea
          id={field('notes')}
          className="input"
          rows={3}
          maxLength={INTERVIEW_NOTES_MAX_LENGTH}
          value={values.notes}
          onChange={(e) => set('notes')(e.target.value)}
        />
      </Field>
      <fieldset className="interview-interviewers">
        <legend className="field-label">{t('interviews.form.interviewers')}</legend>
        {members.isError && <p className="form-error">{t('interviews.form.membersFailed')}</p>}
        {members.data?.map((m) => (
          <label key={m.user_id} className="checkbox">
            <input
              type="checkbox"
              checked={values.interviewers.includes(m.user_id)}
              onChange={() => toggle(m.user_id)}
            />
            {fullName(m) ?? m.email}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <ModalActions
        cancelLabel={t('interviews.form.close')}
        onCancel={onClose}
        confirmLabel={t(interview ? 'interviews.form.saveEdit' : 'interviews.form.save')}
        busy={busy}
      />
    </ModalDialog>
  );
}
