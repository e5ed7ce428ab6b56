import { useT } from '@renderer/i18n/use-t';
import { notify } from '@renderer/lib/toast';
import type { CompanyInfo } from '@shared/api/user';
import { type FormEvent, useEffect, useState } from 'react';
import { saveCompanyInfo } from '../api/save-company-info';
import { useUploadSave } from '../hooks/use-upload-save';
import { CompanyFields, type CompanyFieldValues } from './company-fields';
import { ProfileFormActions } from './personal-tab';

function fromCompany(company: CompanyInfo | null): CompanyFieldValues {
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
  /** A role without company.edit (issue 18) reads the company but cannot save it. */
  readOnly?: boolean;
}

/** Company Information: company_name, description, city, phone, website, industry, logo. */
export function CompanyTab({ company, onSaved, onReset, readOnly = false }: CompanyTabProps) {
  const t = useT();
  const [fields, setFields] = useState(() => fromCompany(company));
  const [logo, setLogo] = useState<File | null>(null);
  const { busy, progress, save } = useUploadSave('profile.companyUpdateFailed');

  useEffect(() => {
    setFields(fromCompany(company));
    setLogo(null);
  }, [company]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    await save(async (onProgress) => {
      // The logo travels only when newly chosen: the server keeps the current one otherwise.
      const res = await saveCompanyInfo(fields, logo, logo ? onProgress : undefined);
      notify.success(t('profile.companyUpdated'));
      onSaved(res.data.company_info);
    });
  };

  return (
    <form className="form" onSubmit={submit}>
      {readOnly && <p className="form-note">{t('team.ui.companyReadOnly')}</p>}
      <CompanyFields
        values={fields}
        onChange={(field, value) => setFields((f) => ({ ...f, [field]: value }))}
        logo={logo}
        onLogoChange={setLogo}
        currentLogoUrl={company?.logo}
        progress={progress}
        disabled={busy}
        readOnly={readOnly}
      />
      {!readOnly && <ProfileFormActions busy={busy} onReset={onReset} />}
    </form>
  );
}
