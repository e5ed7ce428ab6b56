import { NOTE_MAX_LENGTH } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, companies } from '../../src/db/schema';
import { type TestApp, call, json, testApp } from '../helper';
import { connect, listen } from '../messages/chat-helpers';
import { type Team, insertApplication, insertJob, team } from '../teams/fixtures';
import { collect, nextEvent } from '../teams/live-events';

/**
 * Notes and ratings on an application (issue 19): the company's, attributed to the member; the
 * list's note count and average follow through triggers and bump the list's version.
 */

interface World {
  t: TestApp;
  team: Team;
  other: Team;
  applicationId: string;
}

async function world(): Promise<World> {
  const t = await testApp();
  const owners = await team(t, 'Notas');
  const other = await team(t, 'Outra');
  const jobId = await insertJob(t, owners.companyId, owners.members.OWNER.id, `${owners.marker} job`);
  const { applicationId } = await insertApplication(t, jobId, { firstName: 'Ana', lastName: 'Nota' });
  return { t, team: owners, other, applicationId };
}

type NoteJson = {
  id: string;
  body: string;
  author: { id: string; name: string } | null;
  created_at: string;
  edited_at: string | null;
  can_edit: boolean;
};
type NotesJson = {
  notes: NoteJson[];
  rating: { average: number | null; count: number; mine: number | null };
};

const notesUrl = (w: World) => `/applications/${w.applicationId}/notes`;

async function readNotes(w: World, token: string): Promise<NotesJson> {
  const response = await call(w.t, 'GET', notesUrl(w), token);
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data as NotesJson;
}

async function listRow(w: World, token: string, query = '') {
  const response = await call(w.t, 'GET', `/applications?perPage=50${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  const data = json(response).data as {
    applications: { id: string; average_rating: number | null; notes_count: number }[];
  };
  return data.applications;
}

// Each test builds two companies of four members (real sessions): slow on a busy machine.
describe('notes on an application', { timeout: 90_000 }, () => {
  it('adds, lists (author, times, can_edit), edits and deletes own notes; colleagues read them', async () => {
    const w = await world();
    const { RECRUITER, ADMIN, VIEWER } = w.team.members;
    const added = await call(w.t, 'POST', notesUrl(w), RECRUITER.token, { body: '  Strong portfolio.  ' });
    expect(added.statusCode, added.body).toBe(201);
    const note = json(added).data as NoteJson;
    expect(note.body).toBe('Strong portfolio.');
    expect(note.author?.id).toBe(RECRUITER.id);
    expect(note.edited_at).toBeNull();
    expect(note.can_edit).toBe(true);

    w.t.clock.advance(60_000);
    await call(w.t, 'POST', notesUrl(w), ADMIN.token, { body: 'Call on Monday' });
    const seenByViewer = await readNotes(w, VIEWER.token);
    expect(seenByViewer.notes.map((n) => n.body)).toEqual(['Strong portfolio.', 'Call on Monday']);
    expect(seenByViewer.notes.every((n) => !n.can_edit)).toBe(true);
    const seenByAdmin = await readNotes(w, ADMIN.token);
    expect(seenByAdmin.notes.map((n) => n.can_edit)).toEqual([false, true]);

    const edited = await call(w.t, 'PUT', `${notesUrl(w)}/${note.id}`, RECRUITER.token, {
      body: 'Very strong.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((json(edited).data as NoteJson).edited_at).not.toBeNull();
    expect((await readNotes(w, VIEWER.token)).notes[0]?.body).toBe('Very strong.');

    const removed = await call(w.t, 'DELETE', `${notesUrl(w)}/${note.id}`, RECRUITER.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await readNotes(w, VIEWER.token)).notes.map((n) => n.body)).toEqual(['Call on Monday']);
  });

  it("refuses a colleague's note with 403, even to the owner, and leaves it as it was", async () => {
    const w = await world();
    const { RECRUITER, OWNER } = w.team.members;
    const note = json(await call(w.t, 'POST', notesUrl(w), RECRUITER.token, { body: 'Mine' }))
      .data as NoteJson;
    const edit = await call(w.t, 'PUT', `${notesUrl(w)}/${note.id}`, OWNER.token, { body: 'Taken over' });
    expect(edit.statusCode, edit.body).toBe(403);
    expect(json(edit).message).toBe('Only the author of a note may change or delete it.');
    expect((await call(w.t, 'DELETE', `${notesUrl(w)}/${note.id}`, OWNER.token)).statusCode).toBe(403);
    expect((await readNotes(w, OWNER.token)).notes.map((n) => n.body)).toEqual(['Mine']);
  });

  it("answers 404 for another company's application and its notes, changing nothing", async () => {
    const w = await world();
    const stranger = w.other.members.OWNER;
    const note = json(await call(w.t, 'POST', notesUrl(w), w.team.members.OWNER.token, { body: 'Ours' }))
      .data as NoteJson;
    for (const [method, url, payload] of [
      ['GET', notesUrl(w), undefined],
      ['POST', notesUrl(w), { body: 'Theirs' }],
      ['PUT', `${notesUrl(w)}/${note.id}`, { body: 'Theirs' }],
      ['DELETE', `${notesUrl(w)}/${note.id}`, undefined],
      ['PUT', `/applications/${w.applicationId}/rating`, { score: 1 }],
      ['DELETE', `/applications/${w.applicationId}/rating`, undefined],
    ] as const) {
      const response = await call(w.t, method, url, stranger.token, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
      expect(response.body).not.toContain('Ours');
    }
    const ours = await readNotes(w, w.team.members.VIEWER.token);
    expect(ours.notes.map((n) => n.body)).toEqual(['Ours']);
    expect(ours.rating.count).toBe(0);
    // A note id of another application of the same company is not found either.
    const jobId = await insertJob(w.t, w.team.companyId, null, 'second job');
    const { applicationId } = await insertApplication(w.t, jobId);
    const elsewhere = await call(
      w.t,
      'DELETE',
      `/applications/${applicationId}/notes/${note.id}`,
      w.team.members.OWNER.token,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses an empty, too long or control-character note with the catalogue message', async () => {
    const w = await world();
    const token = w.team.members.RECRUITER.token;
    const cases: Array<[unknown, string]> = [
      [{ body: '   ' }, 'A note cannot be empty.'],
      [{ body: 'x'.repeat(NOTE_MAX_LENGTH + 1) }, 'The note is too long.'],
      [{ body: 'bell\u0007' }, 'O texto contém'],
      [{ body: 12 }, 'The note must be text.'],
    ];
    for (const [payload, message] of cases) {
      const lang = message.startsWith('O texto') ? 'pt' : 'en';
      const response = await call(w.t, 'POST', notesUrl(w), token, payload, lang);
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response).message).toContain(message);
    }
    expect((await readNotes(w, token)).notes).toEqual([]);
  });
});

describe('ratings of an application', { timeout: 90_000 }, () => {
  it('keeps one score per member, replaced by PUT, cleared by DELETE, averaged for everyone', async () => {
    const w = await world();
    const { RECRUITER, ADMIN, VIEWER } = w.team.members;
    const rate = (token: string, score: unknown) =>
      call(w.t, 'PUT', `/applications/${w.applicationId}/rating`, token, { score });
    expect((await rate(RECRUITER.token, 5)).statusCode).toBe(200);
    const second = await rate(ADMIN.token, 2);
    expect(json(second).data).toEqual({ average: 3.5, count: 2, mine: 2 });
    // Replaced, not added.
    expect(json(await rate(ADMIN.token, 4)).data).toEqual({ average: 4.5, count: 2, mine: 4 });
    expect((await readNotes(w, VIEWER.token)).rating).toEqual({ average: 4.5, count: 2, mine: null });

    for (const bad of [0, 6, 2.5, '3', null]) {
      const response = await rate(RECRUITER.token, bad);
      expect(response.statusCode, `${bad}: ${response.body}`).toBe(400);
      expect(json(response).message).toBe('A rating is a whole number of stars from 1 to 5.');
    }
    const cleared = await call(w.t, 'DELETE', `/applications/${w.applicationId}/rating`, ADMIN.token);
    expect(json(cleared).data).toEqual({ average: 5, count: 1, mine: null });
  });

  it('shows average and note count on the list rows, bumps the list version and sorts by them', async () => {
    const w = await world();
    const { OWNER, RECRUITER } = w.team.members;
    const jobId = await insertJob(w.t, w.team.companyId, null, 'Second');
    const quiet = (await insertApplication(w.t, jobId)).applicationId;
    // The list is read (and kept) before the notes: the note must still show afterwards.
    const before = await listRow(w, OWNER.token);
    expect(before.find((r) => r.id === w.applicationId)).toMatchObject({
      average_rating: null,
      notes_count: 0,
    });
    const version = async () =>
      (
        await w.t.database.db
          .select({ v: companies.applicationsVersion })
          .from(companies)
          .where(eq(companies.id, w.team.companyId))
      )[0]?.v;
    const v0 = await version();
    await call(w.t, 'POST', notesUrl(w), RECRUITER.token, { body: 'One' });
    await call(w.t, 'POST', notesUrl(w), OWNER.token, { body: 'Two' });
    await call(w.t, 'PUT', `/applications/${w.applicationId}/rating`, RECRUITER.token, { score: 3 });
    await call(w.t, 'PUT', `/applications/${w.applicationId}/rating`, OWNER.token, { score: 4 });
    expect(Number(await version())).toBeGreaterThan(Number(v0));

    const after = await listRow(w, OWNER.token);
    expect(after.find((r) => r.id === w.applicationId)).toMatchObject({
      average_rating: 3.5,
      notes_count: 2,
    });
    expect(after.find((r) => r.id === quiet)).toMatchObject({ average_rating: null, notes_count: 0 });
    expect((await listRow(w, OWNER.token, '&sort=notes_count&order=desc')).map((r) => r.id)).toEqual([
      w.applicationId,
      quiet,
    ]);
    expect((await listRow(w, OWNER.token, '&sort=average_rating&order=asc')).map((r) => r.id)).toEqual([
      quiet,
      w.applicationId,
    ]);
    // The stored columns agree with the rows they summarise.
    const [row] = await w.t.database.db
      .select({ n: applications.notesCount, c: applications.ratingsCount, s: applications.ratingSum })
      .from(applications)
      .where(eq(applications.id, w.applicationId));
    expect(row).toEqual({ n: 2, c: 2, s: 7 });
  });
});

describe('notes and ratings live', { timeout: 90_000 }, () => {
  it('a write reaches the company’s connected members as APPLICATION_NOTES_CHANGED; a refused one and other companies hear nothing', async () => {
    const w = await world();
    const url = await listen(w.t.app);
    const { RECRUITER, OWNER, VIEWER } = w.team.members;
    const [viewer, outsider] = await Promise.all([
      connect(url, VIEWER.token),
      connect(url, w.other.members.OWNER.token),
    ]);
    const viewerEvents = collect(viewer);
    const outsiderEvents = collect(outsider);
    const changed = { action: 'APPLICATION_NOTES_CHANGED', subject_id: w.applicationId };

    let arrival = nextEvent(viewer);
    const note = json(await call(w.t, 'POST', notesUrl(w), RECRUITER.token, { body: 'Live' }))
      .data as NoteJson;
    expect(await arrival).toEqual(changed);
    arrival = nextEvent(viewer);
    await call(w.t, 'PUT', `${notesUrl(w)}/${note.id}`, RECRUITER.token, { body: 'Live, edited' });
    expect(await arrival).toEqual(changed);
    arrival = nextEvent(viewer);
    await call(w.t, 'PUT', `/applications/${w.applicationId}/rating`, OWNER.token, { score: 4 });
    expect(await arrival).toEqual(changed);
    arrival = nextEvent(viewer);
    await call(w.t, 'DELETE', `/applications/${w.applicationId}/rating`, OWNER.token);
    expect(await arrival).toEqual(changed);

    // Refused writes (a colleague's note, a bad score, another company) announce nothing.
    const before = viewerEvents.length;
    expect((await call(w.t, 'PUT', `${notesUrl(w)}/${note.id}`, OWNER.token, { body: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await call(w.t, 'PUT', `/applications/${w.applicationId}/rating`, OWNER.token, { score: 9 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(w.t, 'POST', notesUrl(w), w.other.members.OWNER.token, { body: 'x' })).statusCode,
    ).toBe(404);
    arrival = nextEvent(viewer);
    await call(w.t, 'DELETE', `${notesUrl(w)}/${note.id}`, RECRUITER.token);
    expect(await arrival).toEqual(changed);
    // Only the delete arrived after the refusals.
    expect(viewerEvents.slice(before)).toEqual([changed]);
    expect(outsiderEvents).toEqual([]);
    viewer.disconnect();
    outsider.disconnect();
  });
});
