import { describe, expect, it } from 'vitest';
import { emptyWizardValues, stepError, type WizardValues } from './wizard-rules';

const filled: WizardValues = {
  ...emptyWizardValues,
  first_name: 'Ana',
  phone: '923000000',
  company_name: 'Unitel',
  city: 'Luanda',
  company_phone: '222000000',
};

describe('wizard step rules', () => {
  it('step 1 needs the first name, then the phone, blank after trimming counting as missing', () => {
    expect(stepError('personal', emptyWizardValues)).toBe('profile.firstNameRequired');
    expect(stepError('personal', { ...filled, first_name: '   ' })).toBe('profile.firstNameRequired');
    expect(stepError('personal', { ...filled, phone: ' \t ' })).toBe('profile.phoneRequired');
    expect(stepError('personal', { ...filled, last_name: '', designation: '' })).toBeNull();
  });

  it('step 2 needs company name, city and phone, in that order', () => {
    expect(stepError('company', { ...filled, company_name: ' ', city: '' })).toBe(
      'profile.companyNameRequired',
    );
    expect(stepError('company', { ...filled, city: '  ' })).toBe('profile.cityRequired');
    expect(stepError('company', { ...filled, company_phone: '' })).toBe('profile.phoneRequired');
    expect(stepError('company', filled)).toBeNull();
  });

  it('step 2 refuses a website that is not http(s) and accepts a bare host', () => {
    expect(stepError('company', { ...filled, website: 'javascript:alert(1)' })).toBe(
      'profile.websiteInvalid',
    );
    expect(stepError('company', { ...filled, website: 'unitel.ao' })).toBeNull();
  });

  it('steps 3 and 4 have no rules of their own here', () => {
    expect(stepError('job', emptyWizardValues)).toBeNull();
    expect(stepError('complete', emptyWizardValues)).toBeNull();
  });
});
