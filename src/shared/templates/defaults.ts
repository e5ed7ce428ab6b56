import type { Lang } from '../domain';

/**
 * The templates every company starts with (issue 19): shortlist, rejection, interview invitation
 * and offer, in Portuguese and English. Written once per company on its first read of the
 * templates; the company then edits or deletes them like its own.
 */

export const TEMPLATE_KINDS = ['SHORTLIST', 'REJECTION', 'INTERVIEW', 'OFFER', 'CUSTOM'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export interface DefaultTemplate {
  kind: Exclude<TemplateKind, 'CUSTOM'>;
  language: Lang;
  name: string;
  subject: string;
  body: string;
}

export const DEFAULT_TEMPLATES: readonly DefaultTemplate[] = [
  {
    kind: 'SHORTLIST',
    language: 'pt',
    name: 'Pré-seleccionado',
    subject: '{{job_title}}: a sua candidatura avançou',
    body: 'Olá {{candidate_first_name}},\n\nA sua candidatura para {{job_title}} foi pré-seleccionada. Entraremos em contacto em breve com os próximos passos.\n\nCumprimentos,\n{{company_name}}',
  },
  {
    kind: 'SHORTLIST',
    language: 'en',
    name: 'Shortlisted',
    subject: '{{job_title}}: your application moved forward',
    body: 'Hello {{candidate_first_name}},\n\nYour application for {{job_title}} has been shortlisted. We will be in touch soon with the next steps.\n\nKind regards,\n{{company_name}}',
  },
  {
    kind: 'REJECTION',
    language: 'pt',
    name: 'Não seleccionado',
    subject: '{{job_title}}: resposta à sua candidatura',
    body: 'Olá {{candidate_first_name}},\n\nAgradecemos o seu interesse em {{job_title}}. Depois de analisarmos as candidaturas, decidimos avançar com outros candidatos. Desejamos-lhe sucesso.\n\nCumprimentos,\n{{company_name}}',
  },
  {
    kind: 'REJECTION',
    language: 'en',
    name: 'Not selected',
    subject: '{{job_title}}: an answer to your application',
    body: 'Hello {{candidate_first_name}},\n\nThank you for your interest in {{job_title}}. After reviewing the applications we have decided to move forward with other candidates. We wish you every success.\n\nKind regards,\n{{company_name}}',
  },
  {
    kind: 'INTERVIEW',
    language: 'pt',
    name: 'Convite para entrevista',
    subject: '{{job_title}}: convite para entrevista',
    body: 'Olá {{candidate_first_name}},\n\nGostaríamos de o convidar para uma entrevista para {{job_title}}. Data e hora: {{interview_time}}. Responda a esta mensagem para confirmar.\n\nCumprimentos,\n{{company_name}}',
  },
  {
    kind: 'INTERVIEW',
    language: 'en',
    name: 'Interview invitation',
    subject: '{{job_title}}: interview invitation',
    body: 'Hello {{candidate_first_name}},\n\nWe would like to invite you to an interview for {{job_title}}. Date and time: {{interview_time}}. Please reply to this message to confirm.\n\nKind regards,\n{{company_name}}',
  },
  {
    kind: 'OFFER',
    language: 'pt',
    name: 'Proposta',
    subject: '{{job_title}}: temos uma proposta para si',
    body: 'Olá {{candidate_first_name}},\n\nTemos o prazer de lhe propor a vaga de {{job_title}} na {{company_name}}. Entraremos em contacto para acertar os detalhes.\n\nCumprimentos,\n{{company_name}}',
  },
  {
    kind: 'OFFER',
    language: 'en',
    name: 'Offer',
    subject: '{{job_title}}: we have an offer for you',
    body: 'Hello {{candidate_first_name}},\n\nWe are pleased to offer you the {{job_title}} position at {{company_name}}. We will contact you to agree the details.\n\nKind regards,\n{{company_name}}',
  },
];
