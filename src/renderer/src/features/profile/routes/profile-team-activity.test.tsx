import { useLanguageStore } from '@renderer/i18n/language-store';
import { fakeApi } from '@renderer/test/fake-api';
import type { ActivityEntry } from '@shared/api/team';
import type { Lang } from '@shared/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openProfile } from './profile-test-steps';
import { profileTestUser } from './profile-test-user';

/** The Team tab's activity log names template writes (issue 19), in the reader's language. */

const entry = (id: string, action: ActivityEntry['action'], template: string): ActivityEntry => ({
  id,
  action,
  actor: { id: 'u2', name: 'Rita Lopes' },
  details: { template },
  subject_id: 't1',
  created_at: '2026-03-05T12:00:00Z',
});

async function activityOf(lang: Lang): Promise<string[]> {
  fakeApi({
    'GET /user/details': {
      status: 200,
      data: { message: 'ok', data: profileTestUser({ company_role: 'OWNER' }) },
    },
    'GET /company/members': { status: 200, data: { message: 'ok', data: { members: [] } } },
    'GET /company/invitations': { status: 200, data: { message: 'ok', data: { invitations: [] } } },
    'GET /company/activity': {
      status: 200,
      data: {
        message: 'ok',
        data: {
          entries: [
            entry('e3', 'TEMPLATE_DELETED', 'Entrevista final'),
            entry('e2', 'TEMPLATE_UPDATED', 'Entrevista final'),
            entry('e1', 'TEMPLATE_CREATED', 'Entrevista técnica'),
          ],
          hasMore: false,
        },
      },
    },
  });
  useLanguageStore.setState({ lang });
  const { user } = openProfile();
  await user.click(await screen.findByRole('tab', { name: lang === 'pt' ? 'Equipa' : 'Team' }));
  const log = await screen.findByRole('region', { name: lang === 'pt' ? 'Actividade' : 'Activity' });
  const items = await within(log).findAllByRole('listitem');
  return items.map((item) => item.querySelector('span')?.textContent ?? '');
}

describe('team activity: message templates', { timeout: 20_000 }, () => {
  it('says who created, edited and deleted which template, in English', async () => {
    expect(await activityOf('en')).toEqual([
      'Rita Lopes deleted the message template Entrevista final',
      'Rita Lopes edited the message template Entrevista final',
      'Rita Lopes created the message template Entrevista técnica',
    ]);
  });

  it('and in Portuguese', async () => {
    expect(await activityOf('pt')).toEqual([
      'Rita Lopes eliminou o modelo de mensagem Entrevista final',
      'Rita Lopes editou o modelo de mensagem Entrevista final',
      'Rita Lopes criou o modelo de mensagem Entrevista técnica',
    ]);
  });
});
