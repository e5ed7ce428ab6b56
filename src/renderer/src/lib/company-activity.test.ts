import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applicationKeys, profileKeys, teamKeys, templateKeys } from './api/keys';
import { applyCompanyActivity } from './company-activity';

function seeded() {
  const client = new QueryClient();
  for (const key of [
    applicationKeys.detail('a1'),
    ['jobs', 'counts', 'summary'],
    teamKeys.members(),
    teamKeys.activity(),
    profileKeys.all,
    templateKeys.all,
  ]) {
    client.setQueryData(key, { seeded: true });
  }
  return client;
}

const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe('applyCompanyActivity', () => {
  it('a colleague moving an applicant makes applications, counts and the activity log stale', () => {
    const client = seeded();
    expect(applyCompanyActivity(client, { action: 'APPLICATION_MOVED', subject_id: 'a1' })).toBe(true);
    expect(stale(client, applicationKeys.detail('a1'))).toBe(true);
    expect(stale(client, ['jobs', 'counts', 'summary'])).toBe(true);
    expect(stale(client, teamKeys.activity())).toBe(true);
    expect(stale(client, teamKeys.members())).toBe(false);
    expect(stale(client, profileKeys.all)).toBe(false);
  });

  it('a role change reads the members and this member’s own details again', () => {
    const client = seeded();
    applyCompanyActivity(client, { action: 'MEMBER_ROLE_CHANGED', subject_id: 'u1' });
    expect(stale(client, teamKeys.members())).toBe(true);
    expect(stale(client, profileKeys.all)).toBe(true);
    expect(stale(client, applicationKeys.detail('a1'))).toBe(false);
  });

  it('a colleague’s template edit reads the templates again (the bulk bar offers them)', () => {
    const client = seeded();
    applyCompanyActivity(client, { action: 'TEMPLATE_UPDATED', subject_id: 't1' });
    expect(stale(client, templateKeys.all)).toBe(true);
    expect(stale(client, teamKeys.activity())).toBe(true);
    expect(stale(client, applicationKeys.detail('a1'))).toBe(false);
  });

  it('a colleague’s note or rating reads the application (its notes) and the lists again, not the log', () => {
    const client = seeded();
    client.setQueryData([...applicationKeys.detail('a1'), 'notes'], { seeded: true });
    expect(applyCompanyActivity(client, { action: 'APPLICATION_NOTES_CHANGED', subject_id: 'a1' })).toBe(
      true,
    );
    expect(stale(client, [...applicationKeys.detail('a1'), 'notes'])).toBe(true);
    expect(stale(client, applicationKeys.detail('a1'))).toBe(true);
    // Notes are not entries of the activity log: it is not read again for them.
    expect(stale(client, teamKeys.activity())).toBe(false);
    expect(stale(client, templateKeys.all)).toBe(false);
  });

  it('ignores what is not an activity event', () => {
    const client = seeded();
    for (const payload of [null, 'JOB_POSTED', { action: 'DROP_TABLES' }, { subject_id: 'x' }]) {
      expect(applyCompanyActivity(client, payload)).toBe(false);
    }
    expect(stale(client, teamKeys.activity())).toBe(false);
  });
});
