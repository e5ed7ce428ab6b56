import type { CompanyRole } from '@shared/team/permissions';
import { fakeApi } from '@renderer/test/fake-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openProfile } from './profile-test-steps';
import { profileTestUser } from './profile-test-user';

/** The Templates tab (issue 19): the company's templates, a labelled preview, writes for owners and admins. */

const offer = {
  id: 't-offer',
  name: 'Offer',
  language: 'en',
  kind: 'OFFER',
  subject: '{{job_title}}: we have an offer for you',
  body: 'Hello {{candidate_first_name}},\nWelcome to {{company_name}}.',
  updatedAt: '2026-03-05T12:00:00Z',
};

function setup(role: CompanyRole, refuse = false) {
  const api = fakeApi({
    'GET /user/details': {
      status: 200,
      data: { message: 'ok', data: profileTestUser({ company_role: role }) },
    },
    'GET /company/templates': { status: 200, data: { message: 'ok', data: { templates: [offer] } } },
    'PUT /company/templates/t-offer': refuse
      ? {
          status: 400,
          data: {
            message: 'The text uses a placeholder that does not exist. Use only the ones listed.',
            code: 'VALIDATION_ERROR',
          },
        }
      : { status: 200, data: { message: 'Template saved.', data: { template: offer } } },
  });
  const { user } = openProfile();
  return { user, ...api };
}

describe('templates tab', { timeout: 20_000 }, () => {
  it('edits a template with a preview on sample values, and shows the server’s refusal', async () => {
    const { user, calls } = setup('ADMIN', true);
    await user.click(await screen.findByRole('tab', { name: 'Templates' }));
    await user.click(await screen.findByRole('button', { name: 'Edit the template Offer' }));
    const preview = screen.getByRole('region', { name: 'Preview with sample values' });
    expect(preview.textContent).toContain(
      'A preview: the candidate, job and time below are examples, not real data.',
    );
    expect(preview.textContent).toContain('Marketing internship (example): we have an offer for you');
    await user.clear(screen.getByLabelText('Message'));
    await user.type(screen.getByLabelText('Message'), 'Hi {{{{first_name}}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The text uses a placeholder that does not exist. Use only the ones listed.',
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        name: 'Offer',
        language: 'en',
        subject: offer.subject,
        body: 'Hi {{first_name}}',
      }),
    );
  });

  it('shows a recruiter the templates without the buttons that change them', async () => {
    const { user } = setup('RECRUITER');
    await user.click(await screen.findByRole('tab', { name: 'Templates' }));
    const tab = await screen.findByRole('tabpanel');
    expect(await within(tab).findByText('Offer')).toBeTruthy();
    expect(screen.getByText('Only owners and admins change templates.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit the template/ })).toBeNull();
  });
});
