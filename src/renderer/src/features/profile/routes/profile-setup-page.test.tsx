import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_SAVE_NAV_DELAY_MS } from '@shared/constants';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { profileTestUser } from './profile-test-user';

const savedUser = profileTestUser({
  last_name: null,
  designation: null,
  language: [],
  company_info: null,
});

async function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  useSessionStore.setState({ token: 'tok', userId: 'u1', profileSetup: false });
  const view = renderApp('/profile-setup');
  await screen.findByRole('heading', { name: 'Personal Information' });
  return { user, ...view };
}

async function fillPersonal(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Ana');
  await user.type(screen.getByLabelText('Phone'), '923000000');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Company Information' });
}

async function fillCompany(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Company Name'), 'Unitel');
  await user.type(screen.getByLabelText('City'), 'Luanda');
  await user.type(screen.getByLabelText('Company Phone'), '222000000');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Post an Internship' });
}

// Whole journeys through the real app; a shared 2-core machine needs more than the default 5 s.
describe('profile setup wizard', { timeout: 20_000 }, () => {
  it('shows the progress bar for the first three steps and no sidebar', async () => {
    await setup();
    const progress = screen.getByRole('list', { name: 'Profile setup progress' });
    expect(progress.querySelectorAll('li')).toHaveLength(3);
    expect(progress.querySelector('[aria-current="step"]')?.textContent).toContain('Personal Information');
    expect(screen.queryByRole('navigation', { name: /main/i })).toBeNull();
  });

  it('step 1: first name then phone are required, blank after trimming', async () => {
    const { user } = await setup();
    const { calls } = fakeApi({});
    await user.type(screen.getByLabelText('First Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('First Name is required')).toBeTruthy();
    await user.type(screen.getByLabelText('First Name'), 'Ana');
    await user.type(screen.getByLabelText('Phone'), '  ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeTruthy();
    // Nothing saved (the frame's own reads, the bell and the user details, may go on meanwhile).
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('step 2: company name, city and phone, in order; Previous goes back keeping values', async () => {
    const { user } = await setup();
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company Name is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Company Name'), 'Unitel');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('City is required')).toBeTruthy();
    await user.type(screen.getByLabelText('City'), 'Luanda');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Phone number is required')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Ana');
  });

  it('skips the internship, submits with Submitting..., saves the session and goes home 2 s later', async () => {
    const { user, router } = await setup();
    let release: () => void = () => {};
    const { calls } = fakeApi({
      'PUT /user/u1': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, data: { message: 'ok', data: { user: savedUser } } });
        }),
      'GET /user/details': { status: 200, data: { message: 'ok', data: savedUser } },
    });
    await fillPersonal(user);
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText(/No internship will be posted now/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Profile setup progress' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toBeInstanceOf(FormData);
    const body = put?.body as FormData;
    expect(body.get('first_name')).toBe('Ana');
    expect(body.get('company_phone')).toBe('222000000');
    expect(body.get('profile_img')).toBeNull();

    await act(async () => release());
    expect(await screen.findByText('Profile information saved successfully')).toBeTruthy();
    expect(useSessionStore.getState().profileSetup).toBe(true);
    expect(useSessionStore.getState().userData?.first_name).toBe('Ana');
    expect(calls.some((c) => c.url === '/internship/post')).toBe(false);
    expect(router.state.location.pathname).toBe('/profile-setup');
    await act(async () => vi.advanceTimersByTimeAsync(PROFILE_SAVE_NAV_DELAY_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('Back on the last step returns to the internship step', async () => {
    const { user } = await setup();
    await fillPersonal(user);
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Post an Internship' })).toBeTruthy();
  });

  it('tells the network text when the server cannot be reached, and the server message otherwise', async () => {
    const { user } = await setup();
    fakeApi({});
    await fillPersonal(user);
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect(
      await screen.findByText(
        'Network error: Unable to connect to the server. Please check if the backend is running.',
      ),
    ).toBeTruthy();

    fakeApi({
      'PUT /user/u1': { status: 400, data: { message: 'City is required', code: 'VALIDATION_ERROR' } },
    });
    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByText('City is required')).toBeTruthy();

    fakeApi({ 'PUT /user/u1': { status: 500 } });
    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByText('Failed to save profile')).toBeTruthy();
  });

  it('step 3 with a partly filled internship shows the first job rule and stays', async () => {
    const { user } = await setup();
    await fillPersonal(user);
    await fillCompany(user);
    await user.type(screen.getByLabelText(/title/i), 'Estágio de Marketing');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Industry is required')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Post an Internship' })).toBeTruthy();
  });

  it('step 3 filled: posts the internship after the profile; a failed post keeps the saved profile', async () => {
    const { user } = await setup();
    let jobReply = { status: 400, data: { message: 'Job City is required', code: 'VALIDATION_ERROR' } };
    const { calls } = fakeApi({
      'PUT /user/u1': { status: 200, data: { message: 'ok', data: { user: savedUser } } },
      'GET /user/details': { status: 200, data: { message: 'ok', data: savedUser } },
      'POST /internship/post': () => jobReply,
    });
    await fillPersonal(user);
    await fillCompany(user);
    await user.type(screen.getByLabelText('Job Title'), 'Estágio de Marketing');
    await user.type(screen.getByLabelText('Industry'), 'Marketing');
    for (const [label, value] of [
      ['Skills', 'Excel'],
      ['Experience', 'None'],
      ['Education', 'Licenciatura'],
    ]) {
      await user.type(screen.getByLabelText(label as string), `${value}{Enter}`);
    }
    await user.selectOptions(screen.getByLabelText('Job Type'), 'Remote');
    await user.type(screen.getByLabelText('Number of Openings'), '1');
    const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await user.type(screen.getByLabelText('Expiration Date'), date);
    await user.type(screen.getByLabelText('Job City'), 'Huambo');
    await user.type(screen.getByLabelText('Description'), 'Campanhas');
    await user.type(screen.getByLabelText('Responsibilities'), 'Redes sociais');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Estágio de Marketing/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByText(/the internship could not be posted: Job City is required/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Post an Internship' })).toBeTruthy();
    expect(useSessionStore.getState().profileSetup).toBe(true);

    jobReply = { status: 201, data: { message: 'Job posted successfully!' } } as typeof jobReply;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByText('Profile information saved successfully')).toBeTruthy();
    // The profile was written once; only the internship was sent again.
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    const posts = calls.filter((c) => c.url === '/internship/post');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toMatchObject({
      title: 'Estágio de Marketing',
      skills_required: ['Excel'],
      internship_city: 'Huambo',
    });
  });
});
