import { FileUploader } from '@renderer/components/file-uploader';
import { PasswordField } from '@renderer/components/password-field';
import { TextField } from '@renderer/components/text-field';
import { useT } from '@renderer/i18n/use-t';
import { notify } from '@renderer/lib/toast';
import type { PublicUser, UserDetails } from '@shared/api/user';
import { OTP_RESEND_LOCK_SECONDS } from '@shared/constants';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useUploadSave } from '../hooks/use-upload-save';
import { refreshSessionUser } from '../lib/refresh-session-user';
import { type PersonalFields, updateProfile } from '../api/update-profile';
import { EmailChangePanel } from './email-change-panel';
import { PersonalInfoFields } from './personal-info-fields';
import { SpokenLanguagesField } from './spoken-languages-field';

function fromUser(user: PublicUser): PersonalFields {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    email: user.email,
    phone: user.phone ?? '',
    designation: user.designation ?? '',
    language: user.language,
  };
}

interface PersonalTabProps {
  user: UserDetails;
  onSaved(user: UserDetails): void;
  onReset(): Promise<void>;
}

/**
 * Personal Information: first_name, last_name, email, phone, designation, language.
 * A new email is only applied once the code mailed to it is entered (the panel under the field),
 * and asking for it needs the current password, asked for inline as soon as the email differs.
 */
export function PersonalTab({ user, onSaved, onReset }: PersonalTabProps) {
  const t = useT();
  const [fields, setFields] = useState(() => fromUser(user));
  const [picture, setPicture] = useState<File | null>(null);
  const { busy, progress, save } = useUploadSave('profile.updateFailed');
  // The address a code went to during this visit: Resend starts locked for it.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const passwordHintId = useId();
  const emailChanged = fields.email.trim().toLowerCase() !== user.email.toLowerCase();

  useEffect(() => {
    setFields(fromUser(user));
    setPicture(null);
    setCurrentPassword('');
  }, [user]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (emailChanged && !currentPassword) {
      notify.error(t('profile.emailChange.passwordRequired'));
      passwordRef.current?.focus();
      return;
    }
    await save(async (onProgress) => {
      const res = await updateProfile(
        fields,
        picture,
        picture ? onProgress : undefined,
        emailChanged ? currentPassword : undefined,
      );
      const pendingEmail = res.data.pendingEmail ?? null;
      const asked = fields.email.trim().toLowerCase();
      const codeSent = asked !== user.email && pendingEmail === asked;
      if (codeSent) setSentTo(pendingEmail);
      notify.success(codeSent ? res.message || t('profile.updated') : t('profile.updated'));
      await refreshSessionUser(res.data.user);
      onSaved({ ...user, ...res.data.user, pendingEmail });
    });
  };

  return (
    <form className="form" onSubmit={submit}>
      <div className="profile-grid">
        <PersonalInfoFields
          values={fields}
          onChange={(field, value) => setFields((f) => ({ ...f, [field]: value }))}
          lastNameLabel="profile.field.lastName"
          afterName={
            <>
              <TextField
                label={t('profile.field.email')}
                type="email"
                value={fields.email}
                onChange={(event) => setFields((f) => ({ ...f, email: event.target.value }))}
                autoComplete="email"
                maxLength={254}
                required
              />
              {emailChanged && (
                <div className="profile-wide">
                  <PasswordField
                    ref={passwordRef}
                    label={t('profile.emailChange.passwordLabel')}
                    name="current_password"
                    autoComplete="current-password"
                    value={currentPassword}
                    onChange={(event) => setCurrentPassword(event.target.value)}
                    aria-describedby={passwordHintId}
                    // Checked on submit with the app's own message (in the app's language).
                    aria-required="true"
                  />
                  <p id={passwordHintId} className="form-note">
                    {user.provider === 'LOCAL'
                      ? t('profile.emailChange.passwordHint')
                      : t('profile.emailChange.noPassword')}
                  </p>
                </div>
              )}
              {user.pendingEmail && (
                <EmailChangePanel
                  key={user.pendingEmail}
                  pendingEmail={user.pendingEmail}
                  lockSeconds={sentTo === user.pendingEmail ? OTP_RESEND_LOCK_SECONDS : 0}
                  onConfirmed={(confirmed: PublicUser) =>
                    onSaved({ ...user, ...confirmed, pendingEmail: null })
                  }
                  onCancelled={() => onSaved({ ...user, pendingEmail: null })}
                />
              )}
            </>
          }
        />
        <SpokenLanguagesField
          value={fields.language}
          onChange={(language) => setFields((f) => ({ ...f, language }))}
        />
        <div className="profile-wide">
          <FileUploader
            variant="image"
            label={t('profile.field.profilePicture')}
            file={picture}
            onChange={setPicture}
            currentUrl={user.profile_img}
            progress={progress}
            disabled={busy}
            previewAlt={t('upload.avatarAlt')}
          />
        </div>
      </div>
      <ProfileFormActions busy={busy} onReset={onReset} />
    </form>
  );
}

/** Save and Reset; Reset reloads what the server holds ('Failed to reset form.' if it cannot). */
export function ProfileFormActions({ busy, onReset }: { busy: boolean; onReset(): Promise<void> }) {
  const t = useT();
  const [resetting, setResetting] = useState(false);
  return (
    <div className="profile-actions">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={busy || resetting}
        onClick={async () => {
          setResetting(true);
          try {
            await onReset();
          } catch {
            notify.error(t('profile.resetFailed'));
          } finally {
            setResetting(false);
          }
        }}
      >
        {t('profile.reset')}
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy || resetting}>
        {busy ? t('profile.saving') : t('profile.saveChanges')}
      </button>
    </div>
  );
}
