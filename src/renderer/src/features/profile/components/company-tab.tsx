import { FileUploader } from '@renderer/components/file-uploader';
import { TextField } from '@renderer/components/text-field';
import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { emitUserUpdated } from '@renderer/lib/events';
import { notify } from '@renderer/lib/toast';
import type { CompanyInfo } from '@shared/api/user';
import { type FormEvent, useEffect, useState } from 'react';
import { saveCompanyInfo } from '../api/save-company-info';
import { ProfileFormActions } from './personal-tab';
import { TextAreaField } from './text-area-field';

interface CompanyFields {
  company_name: string;
  description: string;
  city: string;
  phone: string;
  website: string;
  industry: string;
}

function fromCompany(company: CompanyInfo | null): CompanyFields {
  return {
    company_name: company?.company_name ?? '',
    description: company?.description ?? '',
    city: company?.city ?? '',
    phone: company?.phone ?? '',
    website: company?.website ?? '',
    industry: company?.industry ?? '',
  };
}

interface CompanyTabProps {
  company: CompanyInfo | null;
  onSaved(company: CompanyInfo): void;
  onReset(): Promise<void>;
}

/** Company Information (spec §2): company_name, description, city, phone, website, industry, logo. */
export function CompanyTab({ company, onSaved, onReset }: CompanyTabProps) {
  const t = useT();
  const [fields, setFields] = useState(() => fromCompany(company));
  const [logo, setLogo] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    setFields(fromCompany(company));
    setLogo(null);
  }, [company]);

  const set = (field: keyof CompanyFields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      // Spec §7: the logo travels only when newly chosen.
      const res = await saveCompanyInfo(fields, logo, logo ? setProgress : undefined);
      notify.success(t('profile.companyUpdated'));
      onSaved(res.data.company_info);
      emitUserUpdated();
    } catch (error) {
      notify.error(toApiError(error, 'profile.companyUpdateFailed').message);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <form className="form" onSubmit={submit}>
      <div className="profile-grid">
        <TextField
          label={t('profile.field.companyName')}
          value={fields.company_name}
          onChange={set('company_name')}
          autoComplete="organization"
          maxLength={200}
        />
        <TextField
          label={t('profile.field.industry')}
          value={fields.industry}
          onChange={set('industry')}
          maxLength={200}
        />
        <TextField
          label={t('profile.field.city')}
          value={fields.city}
          onChange={set('city')}
          maxLength={200}
        />
        <TextField
          label={t('profile.field.companyPhone')}
          type="tel"
          value={fields.phone}
          onChange={set('phone')}
          maxLength={200}
        />
        <TextField
          label={t('profile.field.website')}
          type="url"
          value={fields.website}
          onChange={set('website')}
          placeholder="https://"
          maxLength={2000}
        />
        <TextAreaField
          className="profile-wide"
          label={t('profile.field.description')}
          value={fields.description}
          onChange={set('description')}
          maxLength={10_000}
        />
        <div className="profile-wide">
          <FileUploader
            variant="image"
            label={t('profile.field.logo')}
            file={logo}
            onChange={setLogo}
            currentUrl={company?.logo}
            progress={progress}
            disabled={busy}
            previewAlt={t('upload.logoAlt')}
          />
        </div>
      </div>
      <ProfileFormActions busy={busy} onReset={onReset} />
    </form>
  );
}
