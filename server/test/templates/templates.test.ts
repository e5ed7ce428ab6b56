import type { ActivityEntry } from '@shared/api/team';
import type { MessageTemplate } from '@shared/api/templates';
import { DEFAULT_TEMPLATES } from '@shared/templates/defaults';
import { describe, expect, it } from 'vitest';
import { call, testApp } from '../helper';
import { data, team } from '../teams/fixtures';

/** The company's message templates (issue 19): defaults, writes by role, validation, ownership. */

const list = async (t: Awaited<ReturnType<typeof testApp>>, token: string) => {
  const response = await call(t, 'GET', '/company/templates', token);
  expect(response.statusCode, response.body).toBe(200);
  return data<{ templates: MessageTemplate[] }>(response).templates;
};

const custom = {
  name: 'Entrevista técnica',
  language: 'pt',
  subject: '{{job_title}} na {{company_name}}',
  body: 'Olá {{ candidate_first_name }}, a entrevista é {{interview_time}}.',
};

describe('message templates (issue 19)', { timeout: 30_000 }, () => {
  it('seeds the defaults once, in Portuguese and English; a deleted default stays deleted', async () => {
    const t = await testApp();
    const company = await team(t, 'Tpl');
    const first = await list(t, company.members.RECRUITER.token);
    expect(first.map((x) => `${x.kind}/${x.language}`).sort()).toEqual(
      DEFAULT_TEMPLATES.map((d) => `${d.kind}/${d.language}`).sort(),
    );
    // Two first reads at once still seed once.
    const [again, concurrent] = await Promise.all([
      list(t, company.members.OWNER.token),
      list(t, company.members.ADMIN.token),
    ]);
    expect(again).toHaveLength(8);
    expect(concurrent).toHaveLength(8);

    const offer = first.find((x) => x.kind === 'OFFER' && x.language === 'en');
    const removed = await call(t, 'DELETE', `/company/templates/${offer?.id}`, company.members.ADMIN.token);
    expect(removed.statusCode).toBe(200);
    const after = await list(t, company.members.OWNER.token);
    expect(after).toHaveLength(7);
    expect(after.some((x) => x.id === offer?.id)).toBe(false);
  });

  it('owners and admins write; recruiters read; viewers do neither', async () => {
    const t = await testApp();
    const company = await team(t, 'Tpl');
    const created = await call(t, 'POST', '/company/templates', company.members.ADMIN.token, custom);
    expect(created.statusCode, created.body).toBe(201);
    const template = data<{ template: MessageTemplate }>(created).template;
    expect(template).toMatchObject({ ...custom, kind: 'CUSTOM' });

    const edited = await call(t, 'PUT', `/company/templates/${template.id}`, company.members.OWNER.token, {
      ...custom,
      name: 'Entrevista final',
      language: 'en',
    });
    expect(data<{ template: MessageTemplate }>(edited).template).toMatchObject({
      name: 'Entrevista final',
      language: 'en',
    });
    expect((await list(t, company.members.RECRUITER.token)).some((x) => x.name === 'Entrevista final')).toBe(
      true,
    );

    for (const [method, url] of [
      ['POST', '/company/templates'],
      ['PUT', `/company/templates/${template.id}`],
      ['DELETE', `/company/templates/${template.id}`],
    ] as const) {
      const refused = await call(t, method, url, company.members.RECRUITER.token, custom);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(t, 'GET', '/company/templates', company.members.VIEWER.token)).statusCode).toBe(403);
  });

  it('refuses unknown placeholders and empty or over-long fields with a message in the caller’s language', async () => {
    const t = await testApp();
    const company = await team(t, 'Tpl');
    const token = company.members.OWNER.token;
    const typo = await call(
      t,
      'POST',
      '/company/templates',
      token,
      { ...custom, body: 'Olá {{first_name}}' },
      'pt',
    );
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toBe('O texto usa um marcador que não existe. Use apenas os indicados.');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...custom, name: '  ' }, 'Give the template a name.'],
      [{ ...custom, subject: 'x'.repeat(201) }, 'The subject is too long (at most 200 characters).'],
      [{ ...custom, body: 'x'.repeat(5001) }, 'The message is too long (at most 5000 characters).'],
      [{ ...custom, language: 'fr' }, 'The language must be Portuguese or English.'],
    ];
    for (const [body, message] of cases) {
      const refused = await call(t, 'POST', '/company/templates', token, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });

  it('another company’s template is not found, and never listed', async () => {
    const t = await testApp();
    const mine = await team(t, 'Tpl');
    const theirs = await team(t, 'Tpl');
    const [theirFirst] = await list(t, theirs.members.OWNER.token);
    const token = mine.members.OWNER.token;
    const edit = await call(t, 'PUT', `/company/templates/${theirFirst?.id}`, token, custom);
    const remove = await call(t, 'DELETE', `/company/templates/${theirFirst?.id}`, token);
    expect([edit.statusCode, remove.statusCode]).toEqual([404, 404]);
    expect((await list(t, token)).some((x) => x.id === theirFirst?.id)).toBe(false);
    const still = await list(t, theirs.members.OWNER.token);
    expect(still.find((x) => x.id === theirFirst?.id)).toEqual(theirFirst);
  });

  it('puts each create, edit and delete in the company’s activity log, with who and the template’s name', async () => {
    const t = await testApp();
    const company = await team(t, 'Tpl');
    const other = await team(t, 'Tpl');
    const { OWNER, ADMIN, RECRUITER } = company.members;
    const created = await call(t, 'POST', '/company/templates', ADMIN.token, custom);
    const id = data<{ template: MessageTemplate }>(created).template.id;
    const edited = await call(t, 'PUT', `/company/templates/${id}`, OWNER.token, {
      ...custom,
      name: 'Entrevista final',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Refused or not found: no entry.
    expect((await call(t, 'DELETE', `/company/templates/${id}`, RECRUITER.token)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/company/templates/${id}`, other.members.OWNER.token)).statusCode).toBe(
      404,
    );
    expect((await call(t, 'DELETE', `/company/templates/${id}`, ADMIN.token)).statusCode).toBe(200);

    const log = await call(t, 'GET', '/company/activity', OWNER.token);
    expect(log.statusCode, log.body).toBe(200);
    const entries = data<{ entries: ActivityEntry[] }>(log).entries;
    const row = (e: ActivityEntry) => [
      e.action,
      e.actor?.id,
      e.actor?.name,
      e.details.template,
      e.subject_id,
    ];
    // Sorted by action: entries written in the same millisecond may come in either order.
    expect(entries.map(row).sort()).toEqual(
      [
        ['TEMPLATE_CREATED', ADMIN.id, 'admin Member', 'Entrevista técnica', id],
        ['TEMPLATE_DELETED', ADMIN.id, 'admin Member', 'Entrevista final', id],
        ['TEMPLATE_UPDATED', OWNER.id, `Olga Owner ${company.marker}`, 'Entrevista final', id],
      ].sort(),
    );
    // The other company's log has none of it.
    const theirs = await call(t, 'GET', '/company/activity', other.members.OWNER.token);
    expect(data<{ entries: ActivityEntry[] }>(theirs).entries).toEqual([]);
  });
});
