import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { hrMember, rememberSignIn } from '../../../test/hr-member';
import { renderApp } from '../../../test/render-app';

const detail = {
  id: 'a1',
  user_id: 'u1',
  internship_id: 'job1',
  status: 'APPLIED',
  createdAt: '2026-03-05T12:00:00Z',
  updatedAt: '2026-03-05T12:00:00Z',
  cover_letter: null,
  user: { first_name: 'João', last_name: 'Ngola', profile_img: null },
  intern_info: { title: 'Analista' },
  candidate: {
    _id: 'u1',
    id: 'u1',
    email: 'joao@example.ao',
    first_name: 'João',
    last_name: 'Ngola',
    profile_img: null,
    city: null,
    skills: [],
    availability: null,
    language: [],
    headline: null,
  },
  job: {
    id: 'job1',
    title: 'Analista',
    internship_city: null,
    internship_type: null,
    expiration_date: null,
    active_status: 'ACTIVE',
  },
  history: [],
};

const interview = {
  id: 'i1',
  application_id: 'a1',
  status: 'SCHEDULED',
  starts_at: '2030-01-10T14:30:00.000Z',
  ends_at: '2030-01-10T15:00:00.000Z',
  time_zone: 'America/Sao_Paulo',
  date: '2030-01-10',
  time: '11:30',
  duration_minutes: 30,
  location: null,
  video_url: 'https://meet.example.ao/x',
  notes: null,
  sequence: 0,
  interviewers: [{ user_id: 'e1', first_name: 'Rita', last_name: 'Lopes', email: 'rh@empresa.ao' }],
  candidate: { id: 'u1', first_name: 'João', last_name: 'Ngola' },
  job: { id: 'job1', title: 'Analista' },
  created_by: { id: 'e1', name: 'Rita Lopes' },
  created_at: '2029-12-01T10:00:00.000Z',
  updated_at: '2029-12-01T10:00:00.000Z',
};

const ok = (data: unknown) => ({ status: 200, data: { message: 'ok', data } });

beforeEach(async () => {
  await rememberSignIn('e1');
});

describe('Interviews section of an application', () => {
  it('shows the time in its zone and in Luanda; a viewer gets no Schedule, Edit or Cancel', async () => {
    fakeApi({
      'GET /user/details': ok(hrMember('VIEWER')),
      'GET /applications/a1': ok(detail),
      'GET /applications/a1/interviews': ok({ interviews: [interview] }),
    });
    renderApp('/detail-view/a1');
    const section = await screen.findByRole('region', { name: 'Interviews' });
    await within(section).findByText(/11:30 \(America\/Sao_Paulo\)/);
    expect(within(section).getByText(/15:30 in Luanda/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Video link' }).getAttribute('href')).toBe(
      'https://meet.example.ao/x',
    );
    expect(within(section).queryByRole('button', { name: 'Schedule interview' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Cancel interview' })).toBeNull();
  }, 20_000);

  it('schedules from the dialog, in Luanda time by default, and shows the server’s refusal', async () => {
    const { calls } = fakeApi({
      'GET /user/details': ok(hrMember('RECRUITER')),
      'GET /applications/a1': ok(detail),
      'GET /applications/a1/interviews': ok({ interviews: [] }),
      'GET /company/members': ok({
        members: [
          {
            user_id: 'e1',
            email: 'rh@empresa.ao',
            first_name: 'Rita',
            last_name: 'Lopes',
            profile_img: null,
            role: 'RECRUITER',
            joined_at: '2026-01-01T00:00:00.000Z',
          },
        ],
      }),
      'POST /applications/a1/interviews': {
        status: 400,
        data: { message: 'Choose at least one interviewer.', code: 'VALIDATION_ERROR' },
      },
    });
    const user = userEvent.setup();
    renderApp('/detail-view/a1');
    const section = await screen.findByRole('region', { name: 'Interviews' });
    await user.click(await within(section).findByRole('button', { name: 'Schedule interview' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule an interview' });
    expect((within(dialog).getByLabelText('Time zone') as HTMLSelectElement).value).toBe('Africa/Luanda');
    await user.type(within(dialog).getByLabelText('Place'), 'Sala 2');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose at least one interviewer.');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      time: '10:00',
      time_zone: 'Africa/Luanda',
      location: 'Sala 2',
      interviewer_ids: [],
    });
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Rita Lopes' })).toBeTruthy());
  }, 20_000);
});
