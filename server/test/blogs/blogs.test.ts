import { describe, expect, it } from 'vitest';
import { BLOG_CREATES_PER_HOUR } from '../../src/modules/blogs/routes';
import { call, json, testApp } from '../helper';
import { type BlogBody, article, candidate, employer, write } from './fixtures';

const data = <T = BlogBody>(body: unknown) => (body as { data: T }).data;

describe('blogs: write, read, edit, delete', () => {
  it('publishes an article with its author, company, excerpt and reading time computed on the server', async () => {
    const t = await testApp();
    const ana = await employer(t);
    const words = Array.from({ length: 450 }, (_, i) => `palavra${i}`).join(' ');
    const response = await call(t, 'POST', '/blogs', ana.token, article({ content: `<p>${words}</p>` }));
    expect(response.statusCode).toBe(201);
    const blog = data(response.json());
    expect(json(response).message).toBe('Article published.');
    expect(blog).toMatchObject({
      title: 'Como preparar a primeira entrevista',
      status: 'PUBLISHED',
      readingMinutes: 3,
      mine: true,
      feedbackSent: false,
      coverImage: null,
      author: { id: ana.userId, first_name: 'Ana', last_name: 'Mbala', company_name: 'Kianda Tech' },
    });
    expect(blog.publishedAt).toBe(t.clock.now().toISOString());
    expect(blog.excerpt.endsWith('…')).toBe(true);
    expect([...blog.excerpt].length).toBeLessThanOrEqual(181);
    expect(blog.excerpt.startsWith('palavra0 palavra1')).toBe(true);

    const reader = await candidate(t);
    const read = await call(t, 'GET', `/blogs/${blog.id}`, reader.token);
    expect(read.statusCode).toBe(200);
    expect(data(read.json())).toMatchObject({ id: blog.id, content: `<p>${words}</p>`, mine: false });
  });

  it('keeps entities and text exact in the excerpt; one minute for a short text', async () => {
    const t = await testApp();
    const ana = await employer(t);
    const blog = await write(t, ana, {
      content: '<h1>Salários &amp; benefícios</h1><p>5 &lt; 6 e "aspas"</p><ul><li>um</li><li>dois</li></ul>',
    });
    expect(blog.excerpt).toBe('Salários & benefícios 5 < 6 e "aspas" um dois');
    expect(blog.readingMinutes).toBe(1);
  });

  it('lists published articles newest first with paging, plus only the caller’s own drafts', async () => {
    const t = await testApp();
    const ana = await employer(t);
    const rui = await employer(t, { first: 'Rui', last: 'Neto', company: null });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await write(t, ana, { title: `Artigo ${i}` })).id);
      t.clock.advance(60_000);
    }
    const draft = await write(t, ana, { title: 'Rascunho da Ana', status: 'DRAFT' });
    const ruiDraft = await write(t, rui, { title: 'Rascunho do Rui', status: 'DRAFT' });
    const ruiPublished = await write(t, rui, { title: 'Do Rui' });
    expect(ruiPublished.author.company_name).toBeNull();

    const asRui = await call(t, 'GET', '/blogs?limit=100', rui.token);
    const ruiSees = data<{ blogs: BlogBody[] }>(asRui.json()).blogs.map((b) => b.id);
    expect(ruiSees).toContain(ruiDraft.id);
    expect(ruiSees).not.toContain(draft.id);
    // Newest first: Ana's three in reverse order of publication.
    const anaOrder = ruiSees.filter((id) => ids.includes(id));
    expect(anaOrder).toEqual([...ids].reverse());

    const mine = await call(t, 'GET', '/blogs?mine=true&limit=2&page=1', ana.token);
    const page1 = data<{ blogs: BlogBody[]; pagination: Record<string, number> }>(mine.json());
    expect(page1.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 4, pageLimit: 2 });
    expect(page1.blogs.every((b) => b.mine && b.author.id === ana.userId)).toBe(true);
    expect(page1.blogs[0]?.id).toBe(draft.id);
    expect(page1.blogs[0]).toMatchObject({ status: 'DRAFT', publishedAt: null });
    expect(page1.blogs[0]).not.toHaveProperty('content');
    const page2 = await call(t, 'GET', '/blogs?mine=true&limit=2&page=2', ana.token);
    expect(data<{ blogs: BlogBody[] }>(page2.json()).blogs.map((b) => b.id)).toEqual([ids[1], ids[0]]);
  });

  it('shows a draft to its author only (404 for anyone else, also for feedback)', async () => {
    const t = await testApp();
    const ana = await employer(t);
    const other = await employer(t);
    const draft = await write(t, ana, { status: 'DRAFT', content: '' });
    expect((await call(t, 'GET', `/blogs/${draft.id}`, ana.token)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', `/blogs/${draft.id}`, undefined],
      ['PUT', `/blogs/${draft.id}`, article()],
      ['DELETE', `/blogs/${draft.id}`, undefined],
      ['POST', `/blogs/${draft.id}/feedback`, { message: 'Bom' }],
      ['GET', `/blogs/${draft.id}/feedback`, undefined],
    ] as const) {
      const response = await call(t, method, url, other.token, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(json(response)).toMatchObject({
        code: 'NOT_FOUND',
        message: 'This article does not exist or is not available.',
      });
    }
  });

  it('lets only the author edit, publish, unpublish or delete (403 for another employer, 403 for a candidate)', async () => {
    const t = await testApp();
    const ana = await employer(t);
    const other = await employer(t);
    const reader = await candidate(t);
    const draft = await write(t, ana, { status: 'DRAFT', title: 'Primeira versão' });
    expect(draft.publishedAt).toBeNull();

    t.clock.advance(5_000);
    const published = await call(
      t,
      'PUT',
      `/blogs/${draft.id}`,
      ana.token,
      article({ title: 'Versão final' }),
    );
    expect(published.statusCode).toBe(200);
    const firstPublication = data(published.json()).publishedAt;
    expect(firstPublication).toBe(t.clock.now().toISOString());

    t.clock.advance(5_000);
    const edited = await call(
      t,
      'PUT',
      `/blogs/${draft.id}`,
      ana.token,
      article({ title: 'Versão revista' }),
    );
    expect(data(edited.json())).toMatchObject({ title: 'Versão revista', publishedAt: firstPublication });
    expect(data(edited.json()).updatedAt).toBe(t.clock.now().toISOString());

    const byOther = await call(t, 'PUT', `/blogs/${draft.id}`, other.token, article({ title: 'Roubado' }));
    expect(byOther.statusCode).toBe(403);
    expect(json(byOther)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only the author can change this article.',
    });
    expect((await call(t, 'DELETE', `/blogs/${draft.id}`, other.token)).statusCode).toBe(403);
    expect((await call(t, 'PUT', `/blogs/${draft.id}`, reader.token, article())).statusCode).toBe(403);
    expect((await call(t, 'POST', '/blogs', reader.token, article())).statusCode).toBe(403);
    expect(data((await call(t, 'GET', `/blogs/${draft.id}`, ana.token)).json()).title).toBe('Versão revista');

    const unpublished = await call(t, 'PUT', `/blogs/${draft.id}`, ana.token, article({ status: 'DRAFT' }));
    expect(data(unpublished.json())).toMatchObject({ status: 'DRAFT', publishedAt: firstPublication });
    expect((await call(t, 'GET', `/blogs/${draft.id}`, other.token)).statusCode).toBe(404);

    const deleted = await call(t, 'DELETE', `/blogs/${draft.id}`, ana.token);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted).message).toBe('Article deleted.');
    expect((await call(t, 'GET', `/blogs/${draft.id}`, ana.token)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/blogs/${draft.id}`, ana.token)).statusCode).toBe(404);
  });

  it('limits new articles per author an hour (429), not their edits', async () => {
    const t = await testApp();
    const ana = await employer(t);
    let last = await write(t, ana, { status: 'DRAFT' });
    for (let i = 1; i < BLOG_CREATES_PER_HOUR; i++) last = await write(t, ana, { status: 'DRAFT' });
    const refused = await call(t, 'POST', '/blogs', ana.token, article());
    expect(refused.statusCode).toBe(429);
    expect((await call(t, 'PUT', `/blogs/${last.id}`, ana.token, article())).statusCode).toBe(200);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('refuses without a token (401) before reading the body', async () => {
    const t = await testApp();
    expect((await call(t, 'GET', '/blogs')).statusCode).toBe(401);
    expect((await call(t, 'POST', '/blogs', undefined, { nonsense: true })).statusCode).toBe(401);
  });
});

describe('blogs: validation', () => {
  it.each([
    ['an empty title', { title: '' }, 'Give the article a title.'],
    ['a blank title', { title: '   ' }, 'Give the article a title.'],
    ['a 201-character title', { title: 'x'.repeat(201) }, 'The title can have at most 200 characters.'],
    ['a title with a control character', { title: 'Bad\u0000title' }, undefined],
    [
      'content over 200 KB',
      { content: `<p>${'a'.repeat(200 * 1024)}</p>` },
      'The article is too long: at most 200 KB.',
    ],
    ['content that is not text', { content: 42 }, 'The article text is not valid.'],
    ['an unknown status', { status: 'ARCHIVED' }, 'Save the article as a draft or publish it.'],
    [
      'publishing with no text left',
      { content: '<p> </p><script>x</script>' },
      'Write something before publishing.',
    ],
  ])('refuses %s', async (_label, overrides, message) => {
    const t = await testApp();
    const ana = await employer(t);
    const response = await call(t, 'POST', '/blogs', ana.token, article(overrides));
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('VALIDATION_ERROR');
    if (message) expect(json(response).message).toBe(message);
  });

  it('accepts a 200-character title and a draft with no text; counts multi-byte characters as bytes', async () => {
    const t = await testApp();
    const ana = await employer(t);
    expect((await call(t, 'POST', '/blogs', ana.token, article({ title: 'é'.repeat(200) }))).statusCode).toBe(
      201,
    );
    expect(
      (await call(t, 'POST', '/blogs', ana.token, article({ status: 'DRAFT', content: '' }))).statusCode,
    ).toBe(201);
    // 120,000 'ç' are 240,000 bytes: over 200 KB though under 200 K characters.
    const big = await call(t, 'POST', '/blogs', ana.token, article({ content: 'ç'.repeat(120_000) }));
    expect(big.statusCode).toBe(400);
  });

  it('refuses a bad id, page or mine filter with 400', async () => {
    const t = await testApp();
    const ana = await employer(t);
    expect((await call(t, 'GET', '/blogs/not-a-uuid', ana.token)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/blogs?page=0', ana.token)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/blogs?limit=1000', ana.token)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/blogs?mine=yes', ana.token)).statusCode).toBe(400);
  });

  it('answers in Portuguese', async () => {
    const t = await testApp();
    const ana = await employer(t);
    const response = await call(t, 'POST', '/blogs', ana.token, article({ title: '' }), 'pt');
    expect(json(response).message).toBe('Dê um título ao artigo.');
  });
});

describe('blogs: feedback', () => {
  it('takes feedback once per reader; only the author reads it', async () => {
    const t = await testApp();
    const ana = await employer(t);
    const blog = await write(t, ana);
    const reader = await candidate(t);
    const colleague = await employer(t, { first: 'Rui', last: 'Neto' });

    const sent = await call(t, 'POST', `/blogs/${blog.id}/feedback`, reader.token, {
      message: '  Muito útil!  ',
    });
    expect(sent.statusCode).toBe(201);
    expect(json(sent).message).toBe('Thank you for your feedback!');
    expect(data<{ message: string }>(sent.json()).message).toBe('Muito útil!');

    const again = await call(t, 'POST', `/blogs/${blog.id}/feedback`, reader.token, { message: 'Outra vez' });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 'CONFLICT',
      message: 'You have already sent feedback on this article.',
    });
    expect(data((await call(t, 'GET', `/blogs/${blog.id}`, reader.token)).json()).feedbackSent).toBe(true);

    t.clock.advance(1000);
    await call(t, 'POST', `/blogs/${blog.id}/feedback`, colleague.token, {
      message: 'Partilhei com a equipa.',
    });

    const own = await call(t, 'POST', `/blogs/${blog.id}/feedback`, ana.token, { message: 'Eu mesma' });
    expect(own.statusCode).toBe(403);

    const list = await call(t, 'GET', `/blogs/${blog.id}/feedback`, ana.token);
    expect(list.statusCode).toBe(200);
    const feedback = data<{ feedback: Array<{ message: string; reader: { first_name: string | null } }> }>(
      list.json(),
    ).feedback;
    expect(feedback.map((f) => f.message)).toEqual(['Partilhei com a equipa.', 'Muito útil!']);
    expect(feedback[0]?.reader.first_name).toBe('Rui');

    expect((await call(t, 'GET', `/blogs/${blog.id}/feedback`, colleague.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/blogs/${blog.id}/feedback`, reader.token)).statusCode).toBe(403);
  });

  it.each([
    ['empty', { message: '' }, 'Write your feedback first.'],
    ['blank', { message: '   ' }, 'Write your feedback first.'],
    ['2,001 characters', { message: 'x'.repeat(2001) }, 'Feedback can have at most 2000 characters.'],
    ['missing', {}, 'Write your feedback first.'],
  ])('refuses feedback that is %s', async (_label, body, message) => {
    const t = await testApp();
    const ana = await employer(t);
    const blog = await write(t, ana);
    const reader = await candidate(t);
    const response = await call(t, 'POST', `/blogs/${blog.id}/feedback`, reader.token, body);
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(message);
  });

  it('accepts 2,000 characters', async () => {
    const t = await testApp();
    const blog = await write(t, await employer(t));
    const reader = await candidate(t);
    const response = await call(t, 'POST', `/blogs/${blog.id}/feedback`, reader.token, {
      message: 'x'.repeat(2000),
    });
    expect(response.statusCode).toBe(201);
  });
});
