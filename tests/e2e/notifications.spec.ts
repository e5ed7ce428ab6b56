import { type Page, expect, test } from '@playwright/test';
import type { NotificationsResponse } from '../../src/shared/api/notifications';
import { api, applyTo, candidateWith, employerWithJob, openSignedIn } from './support/api';

/**
 * Notifications on the real stack (issue 15): the employer's app is open; a candidate applies
 * through the API; the bell shows the new notification and its count without a reload (the
 * `notification` socket event), opening it lands on the application and marks it read.
 */

const tag = Date.now().toString(36);

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
  const title = `Estágio em Redes ${tag}`;
  const { employer, jobId } = await employerWithJob({
    title,
    skills_required: ['Redes'],
    description: 'Manutenção da rede do escritório.',
  });
  const candidate = await candidateWith({
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

  const applicationId = await applyTo(jobId, candidate, { cover_letter: 'Gostaria muito de participar.' });

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
  await expect(page).toHaveURL(new RegExp(`/detail-view/${applicationId}$`));
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
