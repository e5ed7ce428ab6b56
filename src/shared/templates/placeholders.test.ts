import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from './defaults';
import { renderTemplate, unknownPlaceholders } from './placeholders';

const values = {
  candidate_first_name: 'Ana',
  candidate_last_name: 'Silva',
  job_title: 'Estágio em Dados',
  company_name: 'Kianda Lda',
  interview_time: null,
};

describe('template placeholders (issue 19)', () => {
  it('renders every default in Portuguese and English with no placeholder left', () => {
    for (const template of DEFAULT_TEMPLATES) {
      const body = renderTemplate(template.body, values);
      expect(body, `${template.kind}/${template.language}`).not.toMatch(/\{\{|\}\}/);
      expect(body).toContain('Ana');
      expect(renderTemplate(template.subject, values)).toContain('Estágio em Dados');
      expect(unknownPlaceholders(template.body)).toEqual([]);
    }
    const pt = DEFAULT_TEMPLATES.find((d) => d.kind === 'REJECTION' && d.language === 'pt');
    const en = DEFAULT_TEMPLATES.find((d) => d.kind === 'REJECTION' && d.language === 'en');
    expect(renderTemplate(pt?.body ?? '', values)).toMatch(
      /^Olá Ana,\n\nAgradecemos o seu interesse em Estágio em Dados\./,
    );
    expect(renderTemplate(en?.body ?? '', values)).toMatch(
      /^Hello Ana,\n\nThank you for your interest in Estágio em Dados\./,
    );
  });

  it('renders a missing value as nothing, tolerates spaces, and finds unknown names', () => {
    expect(renderTemplate('Às {{ interview_time }}.', values)).toBe('Às .');
    expect(renderTemplate('{{candidate_first_name}} {{candidate_last_name}}', {})).toBe(' ');
    expect(unknownPlaceholders('{{first_name}} {{job_title}} {{ nome }} {{first_name}}')).toEqual([
      'first_name',
      'nome',
    ]);
    // Left literal when rendering (only a template saved before a rename could hold one).
    expect(renderTemplate('{{nome}}', values)).toBe('{{nome}}');
  });
});
