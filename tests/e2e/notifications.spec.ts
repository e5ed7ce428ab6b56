import { type Page, expect, test } from '@playwright/test';
import type { ApplyResponse } from '../../src/shared/api/applications';
import type { NotificationsResponse } from '../../src/shared/api/notifications';
import {
  type Account,
  api,
  completeEmployerProfile,
  createAccount,
  openSignedIn,
  putForm,
} from './support/api';
import { inDays } from './support/dates';

/**
 * Notifications on the real stack (issue 15): the employer's app is open; a candidate applies
 * through the API; the bell shows the new notification and its count without a reload (the
 * `notification` socket event), opening it lands on the application and marks it read.
 */

const tag = Date.now().toString(36);

async function employerWithJob(): Promise<{ employer: Account; jobId: string; title: string }> {
  const employer = await createAccount('EMPLOYER');
  await completeEmployerProfile(employer);
  const title = `Estágio em Redes ${tag}`;
  const job = await api.post<{ data: { id: string } }>(
    '/internship/post',
    {
      title,
      industry: 'Technology',
      skills_required: ['Redes'],
      experience: ['Nenhuma'],
      education: ['Licenciatura'],
      internship_type: 'Full-time',
      number_of_opening: 1,
      expiration_date: inDays(30),
      internship_city: 'Luanda',
      description: 'Manutenção da rede do escritório.',
      responsibilities: 'Relatórios semanais.',
      min_salary: 50000,
      max_salary: 90000,
      posting_date: new Date().toISOString(),
    },
    employer.token,
  );
  return { employer, jobId: job.data.id, title };
}

/**
 * Resolves once the page's Socket.IO connection is accepted (the server's CONNECT packet, `40{…}`,
 * over polling or the websocket): from then on the user's personal room gets its events.
 */
function socketAccepted(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('response', (response) => {
      if (!response.url().includes('/socket.io/')) return;
      void response
        .text()
        .then((body) => {
          // biome-ignore lint/suspicious/noControlCharactersInRegex: \x1e separates Engine.IO packets in a polling body.
          if (/(^|\x1e)40\{/.test(body)) resolve();
        })
        .catch(() => {});
    });
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40{')) resolve();
      });
    });
  });
}

test('a candidate applies; the open app shows the notification and the count without a reload', async ({
  page,
}) => {
  const { employer, jobId, title } = await employerWithJob();
  const candidate = await createAccount('CANDIDATE');
  await putForm('/user/profile', candidate.token, {
    first_name: 'Bruno',
    last_name: `Kiala ${tag}`,
    phone: '+244 923 000 000',
    city: 'Luanda',
  });

  const connected = socketAccepted(page);
  await openSignedIn(page, employer, '/');
  const quietBell = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(quietBell).toBeVisible();
  await connected;

  // A reload would drop this mark.
  await page.evaluate(() => {
    (window as unknown as { stillThisPage?: boolean }).stillThisPage = true;
  });

  const applied = await api.post<ApplyResponse>(
    `/applications/apply/${jobId}`,
    { cover_letter: 'Gostaria muito de participar.' },
    candidate.token,
  );

  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveText('1');
  await bell.click();
  const menu = page.getByRole('menu', { name: /^Notifications/ });
  const item = menu.getByRole('menuitem', { name: /New application received/ });
  await expect(item).toContainText(`Bruno Kiala ${tag} applied to ${title}`);
  await expect(item).toContainText(/now|minute ago|minutes ago/);
  await expect(item).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );

  // Opening it lands on the application and marks it read, on the server too.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/detail-view/${applied.data.id}$`));
  await expect(quietBell).toBeVisible();
  await expect
    .poll(
      async () => (await api.get<NotificationsResponse>('/notifications', employer.token)).data.unreadCount,
    )
    .toBe(0);

  // The whole history lists it, read.
  await quietBell.click();
  await page.getByRole('menuitem', { name: 'See all' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const entry = page
    .getByRole('list', { name: 'All notifications' })
    .getByRole('link', { name: /Bruno Kiala/ });
  await expect(entry).toBeVisible();
  await expect(entry).not.toContainText('Unread');
  await expect(page.getByText('0 unread')).toBeVisible();
});
