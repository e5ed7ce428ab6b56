import { companyStepSchema, firstIssueKey, personalStepSchema } from '@shared/api/profile';
import type { MessageKey } from '@shared/i18n';

/** The four steps; the progress tab bar shows the first three. */
export const WIZARD_STEPS = ['personal', 'company', 'job', 'complete'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const PROGRESS_STEPS = WIZARD_STEPS.slice(0, 3);

export const WIZARD_STEP_TITLES: Record<WizardStep, MessageKey> = {
  personal: 'profile.wizard.personal',
  company: 'profile.wizard.company',
  job: 'profile.wizard.job',
  complete: 'profile.wizard.complete',
};

/** Steps 1 and 2 of the wizard, as typed. */
export interface WizardValues {
  first_name: string;
  last_name: string;
  phone: string;
  designation: string;
  company_name: string;
  description: string;
  city: string;
  company_phone: string;
  website: string;
  industry: string;
}

export const emptyWizardValues: WizardValues = {
  first_name: '',
  last_name: '',
  phone: '',
  designation: '',
  company_name: '',
  description: '',
  city: '',
  company_phone: '',
  website: '',
  industry: '',
};

/**
 * The rule a step breaks, as a catalogue key (step 1: first name, then phone;
 * step 2: company name, city, phone; blank after trimming counts as missing), or null. The same shared schemas run on
 * the server, so Next and the server never disagree.
 */
export function stepError(step: WizardStep, values: WizardValues): MessageKey | null {
  const schema = step === 'personal' ? personalStepSchema : step === 'company' ? companyStepSchema : null;
  if (!schema) return null;
  return firstIssueKey(schema, values) as MessageKey | null;
}
