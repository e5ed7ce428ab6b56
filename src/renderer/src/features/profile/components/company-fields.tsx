import { FileUploader } from '@renderer/components/file-uploader';
import { TextField } from '@renderer/components/text-field';
import { useT } from '@renderer/i18n/use-t';
import { TextAreaField } from './text-area-field';

/** Company Information fields, shared by the wizard's step 2 and the profile's tab. */
export interface CompanyFieldValues {
  company_name: string;
  description: string;
  city: string;
  phone: string;
  website: string;
  industry: string;
}

interface CompanyFieldsProps {
  values: CompanyFieldValues;
  onChange(field: keyof CompanyFieldValues, value: string): void;
  logo: File | null;
  onLogoChange(file: File | null): void;
  /** The logo already stored, shown until a new one is chosen. */
  currentLogoUrl?: string | null;
  progress: number | null;
  disabled: boolean;
  /** Shown, not editable: a role without company.edit reads the company (issue 18). */
  readOnly?: boolean;
}

export function CompanyFields({
  values,
  onChange,
  logo,
  onLogoChange,
  currentLogoUrl,
  progress,
  disabled,
  readOnly = false,
}: CompanyFieldsProps) {
  const t = useT();
  const bind = (field: keyof CompanyFieldValues) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    readOnly,
  });

  return (
    <div className="profile-grid">
      <TextField
        label={t('profile.field.companyName')}
        {...bind('company_name')}
        autoComplete="organization"
        maxLength={200}
      />
      <TextField label={t('profile.field.industry')} {...bind('industry')} maxLength={200} />
      <TextField
        label={t('profile.field.city')}
        {...bind('city')}
        autoComplete="address-level2"
        maxLength={200}
      />
      <TextField label={t('profile.field.companyPhone')} type="tel" {...bind('phone')} maxLength={200} />
      <TextField
        label={t('profile.field.website')}
        type="url"
        {...bind('website')}
        placeholder="https://"
        maxLength={2000}
      />
      <TextAreaField
        className="profile-wide"
        label={t('profile.field.description')}
        {...bind('description')}
        maxLength={10_000}
      />
      <div className="profile-wide">
        <FileUploader
          variant="image"
          label={t('profile.field.logo')}
          file={logo}
          onChange={onLogoChange}
          currentUrl={currentLogoUrl}
          progress={progress}
          disabled={disabled || readOnly}
          previewAlt={t('upload.logoAlt')}
        />
      </div>
    </div>
  );
}
