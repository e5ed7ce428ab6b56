import { type Page, expect, test } from '@playwright/test';
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
 * Applications and candidates, end to end on the real stack. Data goes in through the API
 * only: an employer completes the profile (PUT /user/{userId}) and posts a job (POST
 * /internship/post); three candidates fill their profiles (PUT /user/profile) and apply (POST
 * /internship/{id}/apply). Then, in the app: filter candidates, open one, walk an application
 * through all four statuses, filter applications by status and by an accent-free search.
 */

const tag = Date.now().toString(36);
const skill = `Kimbundu-${tag}`;

async function employerWithJob(): Promise<{ employer: Account; jobId: string; title: string }> {
  const employer = await createAccount('EMPLOYER');
  await completeEmployerProfile(employer);
  const title = `Estágio em Análise de Dados e Engenharia ${tag}`;
  const job = await api.post<{ data: { id: string } }>(
    '/internship/post',
    {
      title,
      industry: 'Technology',
      skills_required: ['SQL'],
      experience: ['Nenhuma'],
      education: ['Licenciatura'],
      internship_type: 'Full-time',
      number_of_opening: 2,
      expiration_date: inDays(30),
      internship_city: 'Luanda',
      description: 'Análise de dados de clientes.',
      responsibilities: 'Relatórios semanais.',
      min_salary: 50000,
      max_salary: 90000,
      posting_date: new Date().toISOString(),
    },
    employer.token,
  );
  return { employer, jobId: job.data.id, title };
}

async function candidateApplying(
  jobId: string,
  profile: {
    first_name: string;
    last_name: string;
    city: string;
    skills: string[];
    availability: string;
    headline: string;
  },
): Promise<Account> {
  const account = await createAccount('CANDIDATE');
  await putForm('/user/profile', account.token, {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: '+244 923 000 000',
    city: profile.city,
    skills: JSON.stringify(profile.skills),
    availability: profile.availability,
    headline: profile.headline,
  });
  await api.post(
    `/internship/${jobId}/apply`,
    { cover_letter: `Candidatura de ${profile.first_name}.` },
    account.token,
  );
  return account;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('an employer filters candidates, opens one, moves an application through every status and filters applications', async ({
  page,
}) => {
  const { employer, jobId, title } = await employerWithJob();
  const joaoName = `João Ngola${tag}`;
  const mariaName = `Maria Kiala${tag}`;
  const joao = await candidateApplying(jobId, {
    first_name: 'João',
    last_name: `Ngola${tag}`,
    city: 'Luanda',
    skills: [skill, 'React'],
    availability: 'Full-time',
    headline: 'Engenheiro de Software',
  });
  const maria = await candidateApplying(jobId, {
    first_name: 'Maria',
    last_name: `Kiala${tag}`,
    city: 'Benguela',
    skills: [skill, 'SQL'],
    availability: 'Part-time',
    headline: 'Analista de Dados',
  });
  await candidateApplying(jobId, {
    first_name: 'Ana',
    last_name: `Tavares${tag}`,
    city: 'Huambo',
    skills: ['Figma'],
    availability: 'Full-time',
    headline: 'Designer',
  });

  // Candidates: the filter card narrows the table on the server.
  await openSignedIn(page, employer, '/candidates');
  await page.getByLabel('Skills').fill(skill);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('2 candidates')).toBeVisible();
  await expect(page.getByRole('link', { name: `View profile of ${joaoName}` })).toBeVisible();
  await page.getByLabel('Location').fill('benguela');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('1 candidate', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `View profile of ${joaoName}` })).toHaveCount(0);
  await page.getByRole('link', { name: `View profile of ${mariaName}` }).click();

  // Candidate detail: profile, skills, availability, the application to my job, Message.
  await expect(page).toHaveURL(new RegExp(`/candidate-detail/${maria.userId}$`));
  await expect(page.getByRole('heading', { name: mariaName })).toBeVisible();
  await expect(page.getByText('Analista de Dados')).toBeVisible();
  await expect(page.getByText('Part-time')).toBeVisible();
  await expect(page.getByText(skill, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.locator('#main-content').getByRole('link', { name: 'Message' })).toHaveAttribute(
    'href',
    `/chat/${maria.userId}`,
  );

  // Applications for this job: three rows, titles cut to 35 characters.
  await page.goto(`/application?internshipId=${jobId}`);
  await expect(page.getByRole('combobox', { name: /Status of the application from/ })).toHaveCount(3);
  await expect(page.getByText(`${title.slice(0, 32).trimEnd()}...`).first()).toBeVisible();
  const joaoStatus = page.getByRole('combobox', { name: `Status of the application from ${joaoName}` });
  for (const [value, label] of [
    ['SHORTLISTED', 'Shortlisted'],
    ['REJECTED', 'Rejected'],
    ['HIRED', 'Hired'],
    ['APPLIED', 'Pending'],
  ] as const) {
    await joaoStatus.selectOption(value);
    await expect(toast(page, 'Application status updated successfully!')).toBeVisible();
    await expect(joaoStatus).toHaveValue(value);
    await expect(joaoStatus.locator('option:checked')).toHaveText(label);
  }
  await page
    .getByRole('combobox', { name: `Status of the application from ${mariaName}` })
    .selectOption('SHORTLISTED');
  await expect(
    page.getByRole('combobox', { name: `Status of the application from ${mariaName}` }),
  ).toHaveValue('SHORTLISTED');

  // Filter by status, then an accent-free search finds João.
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('SHORTLISTED');
  await expect(page.getByRole('combobox', { name: /Status of the application from/ })).toHaveCount(1);
  await expect(page.getByRole('link', { name: `View profile of ${mariaName}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('');
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(`joao ngola${tag}`);
  await page.getByRole('searchbox', { name: 'Search applications' }).press('Enter');
  await expect(page.getByRole('combobox', { name: /Status of the application from/ })).toHaveCount(1);
  await expect(page.getByRole('link', { name: `View profile of ${joaoName}` })).toBeVisible();

  // The application's detail shows the whole status history.
  await page.getByRole('link', { name: 'View application' }).click();
  await expect(page.getByRole('heading', { name: joaoName })).toBeVisible();
  await expect(page.getByText('Candidatura de João.')).toBeVisible();
  const history = page.getByRole('listitem').filter({ hasText: '→' });
  await expect(history).toHaveCount(4);
  await expect(history.nth(0)).toContainText('Pending → Shortlisted');
  await expect(history.nth(3)).toContainText('Hired → Pending');
  expect(joao.userId).toBeTruthy();
});
