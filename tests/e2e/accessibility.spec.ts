import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { io } from 'socket.io-client';
import { SOCKET_OPTIONS } from '../../src/shared/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/shared/realtime/events';
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
 * Issue 12 #8: axe-core (WCAG 2.1 A and AA rules) on every screen, in English and in Portuguese,
 * with real data on the real stack. A serious or critical violation fails the screen's test, which
 * prints each rule and the nodes it found. Then the keyboard: the skip link, and the job row menu
 * as a WAI-ARIA menu button.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LANGS = ['en', 'pt'] as const;
type Lang = (typeof LANGS)[number];

interface Fixture {
  employer: Account;
  candidate: Account;
  jobId: string;
  applicationId: string;
  blogId: string;
}

let data: Fixture;

test.beforeAll(async () => {
  const employer = await createAccount('EMPLOYER');
  await completeEmployerProfile(employer);
  const job = await api.post<{ data: { id: string } }>(
    '/internship/post',
    {
      title: 'Estágio em Acessibilidade Web',
      industry: 'Technology',
      skills_required: ['HTML', 'ARIA'],
      experience: ['Nenhuma'],
      education: ['Licenciatura'],
      internship_type: 'PART_TIME',
      number_of_opening: 2,
      expiration_date: inDays(30),
      internship_city: 'Luanda',
      description: 'Páginas que todos podem usar.',
      responsibilities: 'Rever formulários e contrastes.',
      min_salary: 50000,
      max_salary: 90000,
    },
    employer.token,
  );
  const candidate = await createAccount('CANDIDATE');
  await putForm('/user/profile', candidate.token, {
    first_name: 'Helena',
    last_name: 'Kiala',
    phone: '+244 923 000 000',
    city: 'Luanda',
    skills: JSON.stringify(['HTML', 'CSS']),
    availability: 'REMOTE',
    language: JSON.stringify(['pt', 'en']),
    headline: 'Estudante de Informática',
  });
  const application = await api.post<{ data: { id: string } }>(
    `/applications/apply/${job.data.id}`,
    { cover_letter: 'Gostaria de participar.' },
    candidate.token,
  );
  const blog = await api.post<{ data: { id: string } }>(
    '/blogs',
    {
      title: 'Contratar com acessibilidade',
      content: '<p>Um formulário claro ajuda <strong>todos</strong> os candidatos.</p>',
      status: 'PUBLISHED',
    },
    employer.token,
  );
  // A conversation, so the chat shows a thread (a scrollable region) and the list an entry.
  const socket = io(process.env.E2E_API_URL!, {
    ...SOCKET_OPTIONS,
    auth: { token: candidate.token },
    transports: ['websocket'],
  }) as import('socket.io-client').Socket<ServerToClientEvents, ClientToServerEvents>;
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await socket.timeout(10_000).emitWithAck('sendMessage', {
      senderId: candidate.userId,
      receiverId: employer.userId,
      message: 'Bom dia! Tenho interesse no estágio.',
      timestamp: new Date().toISOString(),
      clientId: randomUUID(),
    });
  } finally {
    socket.disconnect();
  }
  data = {
    employer,
    candidate,
    jobId: job.data.id,
    applicationId: application.data.id,
    blogId: blog.data.id,
  };
});

/** The language is the web bridge's remembered preference, read at start-up. */
async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((language) => {
    localStorage.setItem('conexao_prefs', JSON.stringify({ language }));
  }, lang);
}

/** Waits for the screen to have its data: no request in flight, nothing saying it is loading. */
async function settle(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Runs axe and fails on serious or critical violations, listing rule, impact, help and nodes. */
async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`)
          .join('\n'),
    )
    .join('\n');
  if (report) console.log(`axe ${label}:\n${report}`);
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.length} node(s)`),
    `axe on ${label}\n${report}`,
  ).toEqual([]);
}

interface Screen {
  path: () => string;
  /** Something to do on the screen before checking it (open a tab, …). */
  prepare?: (page: Page) => Promise<void>;
  name: string;
}

const PUBLIC_SCREENS: Screen[] = [
  { name: 'sign-in', path: () => '/signin' },
  { name: 'sign-up', path: () => '/signup' },
  { name: 'OTP', path: () => '/otp' },
  { name: 'forgot password', path: () => '/forgot-password' },
  { name: 'reset link sent', path: () => '/reset-password-info' },
  { name: 'reset password', path: () => '/reset-password/not-a-real-link' },
  { name: 'team invitation, invalid link', path: () => '/invitation/not-a-real-invitation-link-0123' },
];

const profileTab = (index: number) => async (page: Page) => {
  const tab = page.getByRole('tab').nth(index);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
};

const SIGNED_IN_SCREENS: Screen[] = [
  { name: 'dashboard', path: () => '/' },
  { name: 'jobs', path: () => '/jobs' },
  { name: 'post a job', path: () => '/post-Job' },
  { name: 'job detail', path: () => `/job-details/${data.jobId}` },
  { name: 'edit a job', path: () => `/edit-job/${data.jobId}` },
  { name: 'company detail', path: () => `/company-detail/${data.employer.userId}` },
  { name: 'applications', path: () => '/application' },
  { name: 'application detail', path: () => `/detail-view/${data.applicationId}` },
  { name: 'candidates', path: () => '/candidates' },
  { name: 'candidate detail', path: () => `/candidate-detail/${data.candidate.userId}` },
  { name: 'chat', path: () => `/chat/${data.candidate.userId}` },
  { name: 'profile, personal tab', path: () => '/profile' },
  { name: 'profile, company tab', path: () => '/profile', prepare: profileTab(1) },
  { name: 'profile, team tab', path: () => '/profile', prepare: profileTab(2) },
  { name: 'profile, billing tab', path: () => '/profile', prepare: profileTab(3) },
  { name: 'profile, account tab', path: () => '/profile', prepare: profileTab(4) },
  { name: 'settings', path: () => '/settings' },
  { name: 'blogs', path: () => '/blogs' },
  { name: 'blog detail', path: () => `/blog-detail/${data.blogId}` },
  { name: 'blog editor, new', path: () => '/add-blog' },
  { name: 'blog editor, edit', path: () => `/edit-blog/${data.blogId}` },
  { name: 'premium', path: () => '/premium' },
  { name: 'subscription detail', path: () => '/subscription-detail' },
];

for (const lang of LANGS) {
  test.describe(`axe in ${lang === 'en' ? 'English' : 'Portuguese'}`, () => {
    for (const screen of PUBLIC_SCREENS) {
      test(`${screen.name} (${lang})`, async ({ page }) => {
        await useLanguage(page, lang);
        await page.goto(screen.path());
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoSeriousViolations(page, `${screen.path()} (${lang})`);
      });
    }
    for (const screen of SIGNED_IN_SCREENS) {
      test(`${screen.name} (${lang})`, async ({ page }) => {
        await useLanguage(page, lang);
        await openSignedIn(page, data.employer, screen.path());
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        if (screen.prepare) {
          await screen.prepare(page);
          await settle(page);
        }
        await expectNoSeriousViolations(page, `${screen.path()} ${screen.name} (${lang})`);
      });
    }
  });
}

test.describe('keyboard', () => {
  test('the skip link is the first stop, visible on focus, and moves focus to the main content', async ({
    page,
  }) => {
    await openSignedIn(page, data.employer, '/jobs');
    await settle(page);
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    // The next Tab goes on inside the page, not back to the navigation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('main-content');

    // Also on the public screens, in Portuguese.
    await page.goto('/signin');
    await page.evaluate(() => localStorage.clear());
    await useLanguage(page, 'pt');
    await page.goto('/signin');
    const pular = page.getByRole('link', { name: 'Saltar para o conteúdo' });
    // The first Tab only once the screen is drawn: pressed before, it lands on nothing.
    await settle(page);
    await page.keyboard.press('Tab');
    await expect(pular).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('the job row menu is a menu button: Enter, Space and ArrowDown open it on the first item, arrows move, Escape and Tab close it', async ({
    page,
  }) => {
    await openSignedIn(page, data.employer, '/jobs');
    await settle(page);
    const button = page.getByRole('button', { name: 'More actions for Estágio em Acessibilidade Web' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    const menu = page.getByRole('menu');
    const items = menu.getByRole('menuitem');

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toHaveCount(0);

    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await expect(items.first()).toHaveText('View Detail');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/job-details/${data.jobId}$`));
  });

  test('the date input shows the focus ring when reached by keyboard', async ({ page }) => {
    await openSignedIn(page, data.employer, '/post-Job');
    await settle(page);
    const date = page.getByLabel('Expiration Date');
    await expect(date).toHaveAttribute('type', 'date');
    const ring = () =>
      date.evaluate((el) => {
        const style = getComputedStyle(el);
        return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
      });
    expect((await ring()).style).toBe('none');
    // Tab from the field before it, as a keyboard user arrives.
    await page.getByLabel('Number of Openings').focus();
    for (let i = 0; i < 5 && !(await date.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(date).toBeFocused();
    expect(await ring()).toEqual({ style: 'solid', width: 3 });
  });

  test('the chat thread is reachable by keyboard and named', async ({ page }) => {
    await openSignedIn(page, data.employer, `/chat/${data.candidate.userId}`);
    await settle(page);
    const thread = page.getByRole('log');
    await expect(thread.getByText('Bom dia! Tenho interesse no estágio.')).toBeVisible();
    await expect(thread).toHaveAttribute('tabindex', '0');
    await expect(thread).toHaveAccessibleName(/Helena Kiala/);
  });
});
